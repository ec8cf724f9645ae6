import type { Translation } from '../../i18n';
import type { profileMessages } from '../../messageAreas/profile';

export const profileMessagesUr: Translation<typeof profileMessages> = {
  profile: {
    updated: 'پروفائل اپ ڈیٹ ہو گئی',
    updateFailed: 'پروفائل اپ ڈیٹ نہیں ہو سکی',
    vehicleAdded: 'گاڑی شامل کر دی گئی',
    vehicleAddFailed: 'گاڑی شامل نہیں ہو سکی',
    vehicleRemoved: 'گاڑی ہٹا دی گئی',
    vehicleRemoveFailed: 'گاڑی ہٹائی نہیں جا سکی',
    defaultUpdated: 'ڈیفالٹ گاڑی تبدیل ہو گئی',
    defaultUpdateFailed: 'ڈیفالٹ گاڑی تبدیل نہیں ہو سکی',
    loadFailed: 'پروفائل لوڈ نہیں ہو سکی',
    vehiclesLoadFailed: 'گاڑیاں لوڈ نہیں ہو سکیں',
    currentPasswordRequired: 'ای میل ایڈریس تبدیل کرنے کے لیے اپنا موجودہ پاس ورڈ لکھیں۔',
    currentPasswordWrong: 'موجودہ پاس ورڈ درست نہیں۔',
  },
};
