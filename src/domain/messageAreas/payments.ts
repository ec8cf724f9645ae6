// Checkout and online payment.

import { translatable } from '../i18n';
import { bookingMessages } from './booking';

export const paymentMessages = translatable('paymentMessages', {
  checkout: {
    noBookingData: 'No booking data found',
    paymentFailed: 'Payment failed',
    upiFailed: 'UPI payment failed',
    walletFailed: 'Wallet payment failed',
    paymentSuccess: 'Payment successful!',
    upiSuccess: 'UPI payment successful!',
    walletSuccess: 'Wallet payment successful!',
    genericError: 'There was an error processing your payment',
    upiNotImplemented: 'UPI payment not implemented in this flow',
    walletNotImplemented: 'Wallet payment not implemented in this flow',
    invalidMethod: 'Invalid payment method',
  },
  payments: {
    bookingRequired: 'Choose the booking to pay for.',
    placeholderBooking: 'No booking was given for this payment. Open the booking in My Bookings and choose Pay now.',
    bookingNotFound: bookingMessages.booking.notFound,
    alreadyPaid: 'This booking is already paid',
    notPayable: 'This booking was cancelled and cannot be paid.',
    refunded: 'This booking\'s payment was refunded, so it cannot be paid again. Please call the workshop.',
    cardDeclined: 'Your card was declined.',
    upiDeclined: 'UPI payment failed: the payment request was declined.',
    walletDeclined: 'Wallet payment failed: the wallet declined the payment.',
    idempotencyReused: 'This Idempotency-Key was already used for a different payment. Use a new key for a new payment.',
    inProgress: 'A payment with this Idempotency-Key is still being processed. Try again in a moment.',
    transactionNotFound: 'Payment not found',
    gatewayUnavailable: 'The payment service could not be reached. Please try again in a moment.',
  },
  card: {
    numberRequired: 'Card number is required',
    numberInvalid: 'Invalid card number',
    holderRequired: 'Card holder name is required',
    expiryRequired: 'Expiry date is required',
    expiryInvalid: 'Invalid expiry date format',
    expired: 'This card has expired',
    cvvRequired: 'CVV is required',
    cvvInvalid: 'Invalid CVV',
    postalCodeInvalid: 'Postal code must be 5 digits',
  },
  upi: { invalid: 'Please enter a valid UPI ID' },
  wallet: {
    selectWallet: 'Please select a wallet',
    invalidMobile: 'Please enter a valid 10-digit mobile number',
    invalidPakistaniMobile: 'Please enter the JazzCash or Easypaisa mobile number as 03XXXXXXXXX (11 digits)',
  },
} as const);
