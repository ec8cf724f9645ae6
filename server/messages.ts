// Texts only the API server sends: request refusals, readiness, paging and filters, the unbuilt-client page.

export const serverMessages = {
  invalidJson: 'The request body is not valid JSON.',
  textNotAllowed: (field: string) => `${field} contains a character that is not allowed (such as NUL or broken Unicode).`,
  characterNotAllowed: 'Contains a character that is not allowed (such as NUL or broken Unicode).',
  unsupportedMediaType: 'Requests with a body must be sent as application/json.',
  payloadTooLarge: 'The request body is too large.',
  routeNotFound: 'The requested resource was not found.',
  methodNotAllowed: (allowed: string) => `This address does not take that method. Allowed: ${allowed}.`,
  validationFailed: 'Some fields are invalid. Please check and try again.',
  idempotencyKeyInvalid: (max: number) => `The Idempotency-Key header must be 1 to ${max} characters, without control characters.`,
  crossOrigin: 'Cross-origin requests are not allowed.',
  originRequired: 'This request must come from the app itself: send the Origin header, or use a bearer token.',
  forbidden: 'You do not have permission to do that.',
  internal: 'An unexpected error occurred',
  notReady: 'The database is not reachable.',
  pageInvalid: 'page must be a whole number of 1 or more.',
  pageSizeInvalid: 'page_size must be a whole number from 1 to 100.',
  isActiveInvalid: 'is_active must be true or false.',
  categoryInvalid: 'category is not a known service category.',
  onlinePaymentOff: 'Online payment is switched off. Please pay at the workshop when you collect your car.',
  clientNotBuilt: 'The web app has not been built yet. Run `npm run build`, then reload this page.',
} as const;
