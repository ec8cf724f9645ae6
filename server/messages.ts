// Texts only the API server sends: request refusals, readiness, paging and filters, the unbuilt-client page.
import { translatable } from '../src/domain/i18n';
import { deskMessages } from '../src/domain/messageAreas/desk';
import { serviceInputMessages } from '../src/domain/serviceInput';

export const serverMessages = translatable('serverMessages', {
  invalidJson: 'The request body is not valid JSON.',
  textNotAllowed: (field: string) => `${field} contains a character that is not allowed (such as NUL or broken Unicode).`,
  characterNotAllowed: 'Contains a character that is not allowed (such as NUL or broken Unicode).',
  unsupportedMediaType: 'Requests with a body must be sent as application/json.',
  payloadTooLarge: 'The request body is too large.',
  routeNotFound: 'The requested resource was not found.',
  gatewayNotSetUp: 'This payment gateway is not set up on this server.',
  methodNotAllowed: (allowed: string) => `This address does not take that method. Allowed: ${allowed}.`,
  validationFailed: 'Some fields are invalid. Please check and try again.',
  idempotencyKeyInvalid: (max: number) => `The Idempotency-Key header must be 1 to ${max} characters, without control characters.`,
  crossOrigin: 'Cross-origin requests are not allowed.',
  originRequired: 'This request must come from the app itself: send the Origin header, or use a bearer token.',
  forbidden: 'You do not have permission to do that.',
  adminOnly: 'Only an admin can do that.',
  customerEmailAdminOnly: deskMessages.emailAdminOnly,
  passwordChangeRequired: 'Choose a new password first: your account has a temporary password.',
  internal: 'An unexpected error occurred',
  databaseBusy: 'The server is busy with another change to the same booking. Please try again in a moment.',
  notReady: 'The database is not reachable.',
  pageInvalid: 'page must be a whole number of 1 or more.',
  pageSizeInvalid: 'page_size must be a whole number from 1 to 100.',
  isActiveInvalid: 'is_active must be true or false.',
  categoryInvalid: serviceInputMessages.categoryInvalid,
  kindInvalid: serviceInputMessages.kindInvalid,
  onlinePaymentOff: 'Online payment is switched off. Please pay at the workshop when you collect your car.',
  mailNotFound: 'Mail not found.',
  mailOnlyFailedResent: 'Only a failed mail can be sent again; this one is still queued, being sent or already sent.',
  mailStatusInvalid: 'status must be queued, sending, sent or failed.',
  mailQueuedAgain: 'Mail queued to be sent again.',
  bookingCandidate: (row: { service: string; date: string; start: string; customer: string; status: string }) =>
    `${row.service} on ${row.date} at ${row.start} for ${row.customer}, ${row.status}`,
  invoiceCandidate: (row: { total: string; service: string; date: string; start: string; customer: string; paymentStatus: string }) =>
    `${row.total} for ${row.service} on ${row.date} at ${row.start}, ${row.customer}, payment ${row.paymentStatus}`,
  numberAmbiguous: (number: string, kind: 'booking' | 'invoice', candidates: readonly string[]) =>
    `The number ${number} matches ${candidates.length} ${kind}s: ${candidates.join('; ')}. Use the full id of the one you mean.`,
  clientNotBuilt: 'The web app has not been built yet. Run `npm run build`, then reload this page.',
  refundRequestNotFound: 'Refund request not found.',
  refundRequestStatusInvalid: 'status must be open, approved or declined.',
  refundRequestApproved: 'Refund request approved: the invoice is refunded.',
  refundRequestApprovedPending: 'Refund request approved: the payment gateway has not confirmed the refund yet; it is retried every minute.',
  refundRequestDeclined: 'Refund request declined: the invoice stays paid.',
  refundRequestAlreadyApproved: 'This refund request has already been approved.',
  refundRequestAlreadyDeclined: 'This refund request has already been declined.',
} as const);
