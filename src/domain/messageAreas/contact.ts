// The contact form.

export const contactMessages = {
  contact: { sendFailed: 'Failed to send message.', nameRequired: 'Name is required' },
} as const;
