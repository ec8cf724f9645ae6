// The checkout's form values and the pure rules around them: formatting as typed, validation with the shared
// schemas (spec §5 Card, UPI ID, Wallet), and the request each method sends (spec §7 Payments).
import type { PaymentRequest } from '../api/payments';
import type { WalletType } from '../domain/paymentMethods';
import { messages } from '../domain/messages';
import { formatCardNumber, formatCvv, formatExpiry, formatPincode, formatWalletMobile } from '../domain/paymentInput';
import { CardForm, PLACEHOLDER_BOOKING_ID, UpiForm, validate, WalletForm, walletNeedsPhone, type FieldErrors } from '../domain/schemas';
import type { CheckoutBooking, PaymentChannel } from '../domain/types';

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

/** Field errors by input: card fields, `vpa`, `walletType`, `phone`, and `bookingId` from the server. */
export type PaymentFieldErrors = Partial<Record<CardField | 'vpa' | 'walletType' | 'phone' | 'bookingId', string>>;

export const emptyCardValues: CardValues = { cardNumber: '', cardHolder: '', expiryDate: '', cvv: '', street: '', city: '', state: '', pincode: '' };
export const emptyPaymentValues: PaymentValues = { card: emptyCardValues, vpa: '', wallet: { walletType: null, phone: '' } };

const CARD_FORMATTERS: Partial<Record<CardField, (value: string) => string>> = {
  cardNumber: formatCardNumber,
  expiryDate: formatExpiry,
  cvv: formatCvv,
  pincode: formatPincode,
};
export const formatCardField = (field: CardField, value: string) => CARD_FORMATTERS[field]?.(value) ?? value;
export const formatWalletPhone = formatWalletMobile;

const KNOWN_FIELDS: ReadonlySet<string> = new Set([...CARD_FIELDS, 'vpa', 'walletType', 'phone', 'bookingId']);
const isKnownField = (field: string): field is keyof PaymentFieldErrors => KNOWN_FIELDS.has(field);

/** The first text per input; nested keys (`billingAddress.pincode`) belong to their last part. */
export function firstFieldTexts(errors: FieldErrors): PaymentFieldErrors {
  const result: PaymentFieldErrors = {};
  for (const [path, texts] of Object.entries(errors)) {
    const field = path.split('.').at(-1) ?? path;
    if (isKnownField(field) && texts[0] && !result[field]) result[field] = texts[0];
  }
  return result;
}

const billingAddressOf = (card: CardValues) => ({ street: card.street.trim(), city: card.city.trim(), state: card.state.trim(), pincode: card.pincode });

/** The spec §5 errors of the chosen method's form; empty when it may be sent. */
export function paymentFieldErrors(method: PaymentChannel, values: PaymentValues): PaymentFieldErrors {
  const { card, wallet } = values;
  const result =
    method === 'card'
      ? validate(CardForm, { cardNumber: card.cardNumber, cardHolder: card.cardHolder, expiryDate: card.expiryDate, cvv: card.cvv, billingAddress: billingAddressOf(card) })
      : method === 'upi'
        ? validate(UpiForm, { vpa: values.vpa })
        : validate(WalletForm, { walletType: wallet.walletType ?? '', phone: wallet.phone });
  return result.ok ? {} : firstFieldTexts(result.errors);
}

/** The request the chosen method sends; without a booking id the placeholder goes, and the server refuses it. */
export function paymentRequestOf(method: PaymentChannel, values: PaymentValues, booking: CheckoutBooking): PaymentRequest {
  const bookingId = booking.bookingId.trim() || PLACEHOLDER_BOOKING_ID;
  const { card, wallet } = values;
  if (method === 'upi') return { method, payload: { vpa: values.vpa.trim(), amount: booking.price, bookingId } };
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

export const SUCCESS_TEXT: Record<PaymentChannel, string> = {
  card: messages.checkout.paymentSuccess,
  upi: messages.checkout.upiSuccess,
  wallet: messages.checkout.walletSuccess,
};
export const FAILURE_TEXT: Record<PaymentChannel, string> = {
  card: messages.checkout.paymentFailed,
  upi: messages.checkout.upiFailed,
  wallet: messages.checkout.walletFailed,
};

export const confirmationPath = (bookingId: string, transactionId: string) =>
  `/booking-confirmation?booking=${encodeURIComponent(bookingId)}&payment=${encodeURIComponent(transactionId)}`;
