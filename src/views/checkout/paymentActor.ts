// The running payment machine as the checkout's parts receive it, and the small selectors they share.
import type { ActorRefFrom } from 'xstate';
import { cardBrand, cardDigits, type CardBrand } from '../../domain/card';
import type { PaymentMachine, PaymentSnapshot } from '../../machines/payment';

export type PaymentActor = ActorRefFrom<PaymentMachine>;

export type PaymentScreen = 'form' | 'processing' | 'success' | 'error';

export const selectScreen = (snapshot: PaymentSnapshot): PaymentScreen =>
  snapshot.matches('processing') ? 'processing' : snapshot.matches('success') || snapshot.matches('redirected') ? 'success' : snapshot.matches('error') ? 'error' : 'form';
export const selectBooking = (snapshot: PaymentSnapshot) => snapshot.context.booking;
export const selectMethod = (snapshot: PaymentSnapshot) => snapshot.context.method;
export const selectCard = (snapshot: PaymentSnapshot) => snapshot.context.values.card;
export const selectVpa = (snapshot: PaymentSnapshot) => snapshot.context.values.vpa;
export const selectWallet = (snapshot: PaymentSnapshot) => snapshot.context.values.wallet;
export const selectFieldErrors = (snapshot: PaymentSnapshot) => snapshot.context.fieldErrors;
export const selectRejectedSubmits = (snapshot: PaymentSnapshot) => snapshot.context.rejectedSubmits;
export const selectError = (snapshot: PaymentSnapshot) => snapshot.context.error;
export const selectAmount = (snapshot: PaymentSnapshot) => snapshot.context.booking?.price ?? 0;
export const selectCardBrand = (snapshot: PaymentSnapshot): CardBrand => cardBrand(cardDigits(snapshot.context.values.card.cardNumber));
