// Page copy of the checkout (spec §2 "Checkout"); the spec's sentences of §8 live in messages.ts.
// Method and wallet names come from the payment methods module the server's method list uses too.
import { formatMoney } from './format';
import { translatable } from './i18n';
import { ALL_WALLET_OPTIONS, OFFERED_PAYMENT_METHODS, WALLET_OPTIONS } from './paymentMethods';
import type { PaymentChannel } from './types';

/** The line under each method's name in the picker; the wallets' brand names are listed as they are. */
export const paymentMethodDescriptions = translatable('paymentMethodDescriptions', {
  card: 'Visa, Mastercard, UnionPay, PayPak and more',
  upi: 'Pay from any UPI app',
  wallet: (walletNames: readonly string[]) => walletNames.join(', '),
} as const);

/** A method's line in the picker; the wallet's names the wallets on offer (every one unless told). */
export const methodDescription = (method: PaymentChannel, wallets: readonly string[] = WALLET_OPTIONS.map((wallet) => wallet.id)) =>
  method === 'wallet'
    ? paymentMethodDescriptions.wallet(ALL_WALLET_OPTIONS.filter((wallet) => wallets.includes(wallet.id)).map((wallet) => wallet.name))
    : paymentMethodDescriptions[method];

/** The method picker, in the spec's order; the card is the default (its line under each: `methodDescription`). */
export const PAYMENT_METHOD_OPTIONS: ReadonlyArray<{ method: PaymentChannel; name: string }> = OFFERED_PAYMENT_METHODS.map((option) => ({
  method: option.id,
  // read when shown, so they are in the language in force
  get name() {
    return option.name;
  },
}));

/** The UPI quick-suffix buttons: they replace the part after @ (spec §2). */
export const UPI_SUFFIXES: ReadonlyArray<{ app: string; suffix: string }> = [
  { app: 'Google Pay', suffix: '@oksbi' },
  { app: 'PhonePe', suffix: '@ybl' },
  { app: 'Paytm', suffix: '@paytm' },
  { app: 'BHIM', suffix: '@upi' },
];

export const checkoutContent = translatable('checkoutContent', {
  title: 'Checkout',
  subtitle: 'Complete your payment to confirm your booking',
  /** A booking that asks for a deposit: only it is paid here. */
  depositSubtitle: 'Pay the deposit to hold your place; the rest is paid at the workshop',
  methodLegend: 'Payment method',
  card: {
    heading: 'Card details',
    number: 'Card Number',
    holder: 'Card Holder Name',
    expiry: 'Expiry Date',
    cvv: 'CVV',
    billingLegend: 'Billing Address',
    street: 'Street',
    city: 'City',
    state: 'State',
    pincode: 'Postal code',
    pincodePlaceholder: '75500',
    numberPlaceholder: '1234 5678 9012 3456',
    brand: (name: string) => `Card network: ${name}`,
    holderPlaceholder: 'Name as printed on the card',
    expiryPlaceholder: 'MM/YY',
    cvvPlaceholder: '123',
    cvvHint: 'The 3 or 4 digits on the back of the card.',
    pay: (amount: number) => `Pay ${formatMoney(amount)}`,
    payDeposit: (amount: number) => `Pay deposit ${formatMoney(amount)}`,
  },
  upi: {
    heading: 'UPI details',
    vpa: 'UPI ID',
    vpaPlaceholder: 'yourname@bank',
    suffixesLabel: 'Add the handle of your UPI app',
    suffixButton: (app: string, suffix: string) => `${app} ${suffix}`,
    qrHint: 'You can also scan the QR code shown in your UPI app at the workshop counter.',
    pay: 'Pay with UPI',
    payDeposit: 'Pay deposit with UPI',
  },
  wallet: {
    heading: 'Choose your wallet',
    mobile: 'Mobile Number',
    /** A Pakistani mobile (JazzCash, Easypaisa, and before a wallet is chosen). */
    mobilePlaceholder: '03XX XXXXXXX',
    /** The spec's Indian wallets: a 10-digit mobile. */
    indianMobilePlaceholder: '10-digit mobile number',
    mobileHint: 'The number registered with your wallet.',
    redirectNote: 'You will be redirected to your wallet to approve the payment.',
    pay: (walletName: string | null) => `Pay with ${walletName ?? 'Wallet'}`,
    payDeposit: (walletName: string | null) => `Pay deposit with ${walletName ?? 'Wallet'}`,
  },
  secureNote: 'Payments are encrypted. We never store your card number or CVV.',
  summary: {
    heading: 'Order Summary',
    service: 'Service',
    date: 'Date',
    time: 'Time',
    vehicle: 'Vehicle',
    licensePlate: 'License plate',
    color: 'Color',
    notes: 'Notes',
    serviceAmount: 'Service amount',
    discount: (percent: number) => `Discount (${percent}%)`,
    total: 'Total',
    depositNow: 'Deposit to pay now',
    balance: 'Balance at the workshop',
    /** The time and day the deposit is due by (deposit.ts formatDueBy). */
    payBy: (dueBy: string) => `Pay by ${dueBy}`,
  },
  methods: {
    loading: 'Loading payment methods…',
    failed: 'We could not load the payment methods. Please check your connection and try again.',
  },
  /** Online payment switched off: the checkout's screen, and what stands in Pay now's place. */
  atWorkshop: {
    subtitle: 'Payment for this booking is taken at the workshop',
    heading: 'Pay at the workshop',
    text: (amount: number) =>
      `Online payment is not available at the moment. Please pay ${formatMoney(amount)} at the workshop when you collect your car, by cash, card or digital wallet.`,
    backToBookings: 'Back to My Bookings',
    instead: 'Pay at the workshop',
  },
  screens: {
    processingTitle: 'Processing Payment',
    processingNote: 'Please do not close this window',
    successTitle: 'Payment Successful!',
    /** "Paid with Visa ending 4242". */
    paidWith: (instrument: string) => `Paid with ${instrument}`,
    successNote: 'Redirecting you to your booking confirmation…',
    failedTitle: 'Payment Failed',
    tryAgain: 'Try Again',
  },
} as const);
