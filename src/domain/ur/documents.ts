// The Urdu of the long documents and per-booking texts: policies, invoice, My Bookings, mails and calendar entries.
import { addTranslation } from '../i18n';
import { INVOICE_PAYMENT_STATUS_LABELS, PAYMENT_METHOD_LABELS, invoiceContent } from '../invoiceContent';
import { mailContent } from '../mailContent';
import {
  BOOKING_FILTER_LABELS,
  PAYMENT_STATUS_LABELS,
  calendarEventContent,
  calendarLinkContent,
  confirmationContent,
  depositContent,
  myBookingsContent,
} from '../myBookingsContent';
import { policyLabels, privacyContent, termsContent } from '../policyContent';
import { invoiceContentUr, invoicePaymentStatusLabelsUr, paymentMethodLabelsUr } from './documents/invoiceContent';
import { mailContentUr } from './documents/mailContent';
import {
  bookingFilterLabelsUr,
  calendarEventContentUr,
  calendarLinkContentUr,
  confirmationContentUr,
  depositContentUr,
  myBookingsContentUr,
  paymentStatusLabelsUr,
} from './documents/myBookingsContent';
import { policyLabelsUr, privacyContentUr, termsContentUr } from './documents/policyContent';

addTranslation(policyLabels, 'ur', policyLabelsUr);
addTranslation(termsContent, 'ur', termsContentUr);
addTranslation(privacyContent, 'ur', privacyContentUr);

addTranslation(invoiceContent, 'ur', invoiceContentUr);
addTranslation(INVOICE_PAYMENT_STATUS_LABELS, 'ur', invoicePaymentStatusLabelsUr);
addTranslation(PAYMENT_METHOD_LABELS, 'ur', paymentMethodLabelsUr);

addTranslation(BOOKING_FILTER_LABELS, 'ur', bookingFilterLabelsUr);
addTranslation(calendarLinkContent, 'ur', calendarLinkContentUr);
addTranslation(calendarEventContent, 'ur', calendarEventContentUr);
addTranslation(myBookingsContent, 'ur', myBookingsContentUr);
addTranslation(confirmationContent, 'ur', confirmationContentUr);
addTranslation(depositContent, 'ur', depositContentUr);
addTranslation(PAYMENT_STATUS_LABELS, 'ur', paymentStatusLabelsUr);

addTranslation(mailContent, 'ur', mailContentUr);
