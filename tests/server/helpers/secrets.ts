// The secrets of every test app, in one place for the helpers that build apps and those that read what they store.

/** The SESSION_SECRET of every test app: it also seals the secrets mails carry. */
export const TEST_SESSION_SECRET = 'test-session-secret-0123456789abcdef';
