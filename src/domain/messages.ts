// Every user-facing sentence of the product spec (§5 and §8): the one catalogue, assembled from its areas.
// Views, machines, the server and tests import from here; never retype one of these strings. Code of the first
// page load imports its area from messageAreas/ instead, so that load carries only the texts it can show.
import { accountMessages } from './messageAreas/account';
import { bookingMessages } from './messageAreas/booking';
import { paymentMessages } from './messageAreas/payments';
import { serverMessages } from './messageAreas/server';
import { servicesMessages } from './messageAreas/services';
import { sessionMessages } from './messageAreas/session';
import { shellMessages } from './messageAreas/shell';

export const messages = {
  auth: sessionMessages.auth,
  register: sessionMessages.register,
  services: servicesMessages.services,
  dates: bookingMessages.dates,
  cars: accountMessages.cars,
  wizard: bookingMessages.wizard,
  booking: bookingMessages.booking,
  contact: accountMessages.contact,
  checkout: paymentMessages.checkout,
  payments: paymentMessages.payments,
  card: paymentMessages.card,
  upi: paymentMessages.upi,
  wallet: paymentMessages.wallet,
  confirmation: bookingMessages.confirmation,
  invoice: paymentMessages.invoice,
  profile: accountMessages.profile,
  boundary: shellMessages.boundary,
  notFound: shellMessages.notFound,
  server: serverMessages.server,
} as const;

export { authFailureMarkers, httpStatusText } from './messageAreas/http';
