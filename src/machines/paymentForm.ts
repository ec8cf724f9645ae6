// The checkout's form values and the pure rules around them: formatting as typed, validation with the shared
// schemas (spec §5 Card, UPI ID, Wallet), and the request each method sends (spec §7 Payments).
import type { PaymentRequest } from '../api/payments';
import { amountToPay } from '../domain/checkoutBooking';
import type { WalletType } from '../domain/paymentMethods';
import { messages } from '../domain/messages';
import { readWhenShown } from '../domain/i18n';
import { formatCardNumber, formatCvv, formatExpiry, formatPincode, formatWalletMobile } from '../domain/paymentInput';
import { CardForm, PLACEHOLDER_BOOKING_ID, UpiForm, WalletForm, walletNeedsPhone } from '../domain/schemas';
import type { CheckoutBooking, PaymentChannel } from '../domain/types';
import { fieldErrorsOf, type FieldErrorsOf } from './formErrors';

export const CARD_FIELDS = ['cardNumber', 'cardHolder', 'expiryDate', 'cvv', 'street', 'city', 'state', 'pincode'] as const;
export type CardField = (typeof CARD_FIELDS)[number];
export type CardValues = Record<CardField, string>;
export interface WalletValues {
  walletType: WalletType | null;
  phone: string;
}

export interface PaymentValues {
  card: CardValues;
  vpa: string;
  wallet: WalletValues;
}

/** The inputs errors are shown under: card fields, `vpa`, `walletType`, `phone`, and `bookingId` from the server. */
export const PAYMENT_FIELDS = [...CARD_FIELDS, 'vpa', 'walletType', 'phone', 'bookingId'] as const;
export type PaymentField = (typeof PAYMENT_FIELDS)[number];
export type PaymentFieldErrors = FieldErrorsOf<PaymentField>;

export const emptyCardValues: CardValues = { cardNumber: '', cardHolder: '', expiryDate: '', cvv: '', street: '', city: '', state: '', pincode: '' };
export const emptyPaymentValues: PaymentValues = { card: emptyCardValues, vpa: '', wallet: { walletType: null, phone: '' } };

const CARD_FORMATTERS: Partial<Record<CardField, (value: string) => string>> = {
  cardNumber: formatCardNumber,
  expiryDate: formatExpiry,
  cvv: formatCvv,
  pincode: formatPincode,
};
const formatCardField = (field: CardField, value: string) => CARD_FORMATTERS[field]?.(value) ?? value;

/** One change to the checkout's forms: a card field, the UPI id, the wallet chosen or its mobile number. */
export type PaymentChange =
  | { field: CardField; value: string }
  | { field: 'vpa'; value: string }
  | { field: 'walletType'; value: WalletType }
  | { field: 'phone'; value: string };

/** The values after a change, formatted as typed (the card number in fours, the expiry MM/YY, digits only). */
export function applyPaymentChange(values: PaymentValues, change: PaymentChange): PaymentValues {
  switch (change.field) {
    case 'vpa':
      return { ...values, vpa: change.value };
    case 'walletType':
      return { ...values, wallet: { walletType: change.value, phone: formatWalletMobile(values.wallet.phone, change.value) } };
    case 'phone':
      return { ...values, wallet: { ...values.wallet, phone: formatWalletMobile(change.value, values.wallet.walletType) } };
    default:
      return { ...values, card: { ...values.card, [change.field]: formatCardField(change.field, change.value) } };
  }
}

/** The fields whose errors a change answers: its own, and the mobile number's when another wallet is chosen. */
export const fieldsAnsweredBy = (change: PaymentChange): PaymentField[] => (change.field === 'walletType' ? ['walletType', 'phone'] : [change.field]);

const billingAddressOf = (card: CardValues) => ({ street: card.street.trim(), city: card.city.trim(), state: card.state.trim(), pincode: card.pincode });

/** The spec §5 errors of the chosen method's form; empty when it may be sent. */
export function paymentFieldErrors(method: PaymentChannel, values: PaymentValues, hostedCard = false): PaymentFieldErrors {
  const { card, wallet } = values;
  // The gateway's hosted page asks for the card itself.
  if (method === 'card' && hostedCard) return {};
  if (method === 'card') {
    const form = { cardNumber: card.cardNumber, cardHolder: card.cardHolder, expiryDate: card.expiryDate, cvv: card.cvv, billingAddress: billingAddressOf(card) };
    return fieldErrorsOf(CardForm, form, PAYMENT_FIELDS);
  }
  if (method === 'upi') return fieldErrorsOf(UpiForm, { vpa: values.vpa }, PAYMENT_FIELDS);
  return fieldErrorsOf(WalletForm, { walletType: wallet.walletType ?? '', phone: wallet.phone }, PAYMENT_FIELDS);
}

/** The request the chosen method sends; without a booking id the placeholder goes, and the server refuses it. */
export function paymentRequestOf(method: PaymentChannel, values: PaymentValues, booking: CheckoutBooking, hostedCard = false): PaymentRequest {
  const bookingId = booking.bookingId.trim() || PLACEHOLDER_BOOKING_ID;
  const { card, wallet } = values;
  if (method === 'card' && hostedCard) return { method, payload: { bookingId } };
  if (method === 'upi') return { method, payload: { vpa: values.vpa.trim(), amount: amountToPay(booking), bookingId } };
  if (method === 'wallet') {
    const walletType = wallet.walletType ?? '';
    return { method, payload: { walletType: walletType as WalletType, phone: walletNeedsPhone(walletType) ? wallet.phone : '', bookingId } };
  }
  return {
    method,
    payload: {
      cardNumber: card.cardNumber.replace(/\s/g, ''),
      cardHolder: card.cardHolder.trim(),
      expiryDate: card.expiryDate,
      cvv: card.cvv,
      billingAddress: billingAddressOf(card),
      bookingId,
    },
  };
}

// Each sentence is read in the language in force when it is shown.
export const SUCCESS_TEXT: Record<PaymentChannel, string> = readWhenShown({
  card: () => messages.checkout.paymentSuccess,
  upi: () => messages.checkout.upiSuccess,
  wallet: () => messages.checkout.walletSuccess,
});
export const FAILURE_TEXT: Record<PaymentChannel, string> = readWhenShown({
  card: () => messages.checkout.paymentFailed,
  upi: () => messages.checkout.upiFailed,
  wallet: () => messages.checkout.walletFailed,
});

export const confirmationPath = (bookingId: string, transactionId: string) =>
  `/booking-confirmation?booking=${encodeURIComponent(bookingId)}&payment=${encodeURIComponent(transactionId)}`;
