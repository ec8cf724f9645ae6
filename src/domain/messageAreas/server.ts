// Texts only the API server sends (request errors, readiness, password reset, the unbuilt-client page).

export const serverMessages = {
  server: {
    invalidJson: 'The request body is not valid JSON.',
    unsupportedMediaType: 'Requests with a body must be sent as application/json.',
    payloadTooLarge: 'The request body is too large.',
    routeNotFound: 'The requested resource was not found.',
    validationFailed: 'Some fields are invalid. Please check and try again.',
    crossOrigin: 'Cross-origin requests are not allowed.',
    forbidden: 'You do not have permission to do that.',
    internal: 'An unexpected error occurred',
    notReady: 'The database is not reachable.',
    loginSuccessful: 'Login successful',
    resetLinkInvalid: 'This reset link is invalid or has expired.',
    passwordChanged: 'Your password has been changed. Please sign in with the new password.',
    pageInvalid: 'page must be a whole number of 1 or more.',
    pageSizeInvalid: 'page_size must be a whole number from 1 to 100.',
    isActiveInvalid: 'is_active must be true or false.',
    categoryInvalid: 'category is not a known service category.',
    clientNotBuilt: 'The web app has not been built yet. Run `npm run build`, then reload this page.',
  },
} as const;
