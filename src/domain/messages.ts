// Every user-facing sentence of the product spec (§5 and §8): the one catalogue, assembled from one module per
// feature in messageAreas/. Views, machines, the server and tests import from here; never retype one of these
// strings, and a sentence two features show lives in one of them and is referenced by the other.
import { accountMessages } from './messageAreas/account';
import { bookingMessages } from './messageAreas/booking';
import { contactMessages } from './messageAreas/contact';
import { invoiceMessages } from './messageAreas/invoice';
import { paymentMessages } from './messageAreas/payments';
import { profileMessages } from './messageAreas/profile';
import { servicesMessages } from './messageAreas/services';
import { sessionMessages } from './messageAreas/session';
import { shellMessages } from './messageAreas/shell';
import { staffMessages } from './messageAreas/staff';
import { validationMessages } from './messageAreas/validation';
import { vehicleMessages } from './messageAreas/vehicles';

export const messages = {
  auth: sessionMessages.auth,
  account: accountMessages.account,
  register: sessionMessages.register,
  services: servicesMessages.services,
  dates: bookingMessages.dates,
  cars: vehicleMessages.cars,
  wizard: bookingMessages.wizard,
  booking: bookingMessages.booking,
  contact: contactMessages.contact,
  checkout: paymentMessages.checkout,
  payments: paymentMessages.payments,
  paymentStatus: paymentMessages.paymentStatus,
  card: paymentMessages.card,
  upi: paymentMessages.upi,
  wallet: paymentMessages.wallet,
  confirmation: bookingMessages.confirmation,
  invoice: invoiceMessages.invoice,
  profile: profileMessages.profile,
  boundary: shellMessages.boundary,
  notFound: shellMessages.notFound,
  validation: validationMessages.validation,
  /** The workshop's console: staff sign-in, the board's actions. */
  staff: staffMessages.staff,
} as const;

export { authFailureMarkers, httpStatusText } from './messageAreas/http';
