// The running payment machine as the checkout's parts receive it, and the small selectors they share.
import type { ActorRefFrom } from 'xstate';
import { cardBrand, cardDigits, type CardBrand } from '../../domain/card';
import { amountToPay } from '../../domain/checkoutBooking';
import type { PaymentMachine, PaymentSnapshot } from '../../machines/payment';
import type { PaymentChange } from '../../machines/paymentForm';

export type PaymentActor = ActorRefFrom<PaymentMachine>;

/** A field typed in (every one but the wallet, which is chosen). */
type TypedField = Exclude<PaymentChange['field'], 'walletType'>;

/** A typed field's name, value, error and change event, all named by the field. */
export const paymentFieldProps = (actor: PaymentActor, field: TypedField, value: string, error: string | undefined) => ({
  name: field,
  value,
  error,
  onChange: (event: { target: { value: string } }) => actor.send({ type: 'payment.change', field, value: event.target.value }),
});

export type PaymentScreen = 'checking' | 'methodsUnavailable' | 'atWorkshop' | 'form' | 'processing' | 'success' | 'error';

/** The screens beside the order summary, by the machine's state ('opening' and 'missingBooking' show no checkout). */
const SCREENS: Partial<Record<PaymentSnapshot['value'], PaymentScreen>> = {
  checkingMethods: 'checking',
  methodsUnavailable: 'methodsUnavailable',
  atWorkshop: 'atWorkshop',
  processing: 'processing',
  success: 'success',
  redirected: 'success',
  leftForGateway: 'processing',
  error: 'error',
};

export const selectScreen = (snapshot: PaymentSnapshot): PaymentScreen => SCREENS[snapshot.value] ?? 'form';
export const selectBooking = (snapshot: PaymentSnapshot) => snapshot.context.booking;
export const selectMethods = (snapshot: PaymentSnapshot) => snapshot.context.methods;
export const selectMethod = (snapshot: PaymentSnapshot) => snapshot.context.method;
export const selectHostedCard = (snapshot: PaymentSnapshot) => snapshot.context.hostedCard;
export const selectWallets = (snapshot: PaymentSnapshot) => snapshot.context.wallets;
export const selectCard = (snapshot: PaymentSnapshot) => snapshot.context.values.card;
export const selectVpa = (snapshot: PaymentSnapshot) => snapshot.context.values.vpa;
export const selectWallet = (snapshot: PaymentSnapshot) => snapshot.context.values.wallet;
export const selectFieldErrors = (snapshot: PaymentSnapshot) => snapshot.context.fieldErrors;
export const selectRejectedSubmits = (snapshot: PaymentSnapshot) => snapshot.context.rejectedSubmits;
export const selectError = (snapshot: PaymentSnapshot) => snapshot.context.error;
export const selectPaidWith = (snapshot: PaymentSnapshot) => snapshot.context.paidWith;
/** What the Pay button charges: the deposit while one is due, else the price. */
export const selectAmount = (snapshot: PaymentSnapshot) => (snapshot.context.booking ? amountToPay(snapshot.context.booking) : 0);
/** Only the deposit is paid here: the Pay buttons say so. */
export const selectPaysDeposit = (snapshot: PaymentSnapshot) => snapshot.context.booking?.deposit !== undefined;
export const selectCardBrand = (snapshot: PaymentSnapshot): CardBrand => cardBrand(cardDigits(snapshot.context.values.card.cardNumber));
