import type { Translation } from '../../i18n';
import type { contactMessages } from '../../messageAreas/contact';

export const contactMessagesUr: Translation<typeof contactMessages> = {
  contact: { sendFailed: 'پیغام نہیں بھیجا جا سکا۔', nameRequired: 'نام لکھنا ضروری ہے' },
};
