// The contact form.
import { translatable } from '../i18n';

export const contactMessages = translatable('contactMessages', {
  contact: { sendFailed: 'Failed to send message.', nameRequired: 'Name is required' },
} as const);
