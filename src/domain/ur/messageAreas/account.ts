import type { Translation } from '../../i18n';
import type { accountMessages } from '../../messageAreas/account';

export const accountMessagesUr: Translation<typeof accountMessages> = {
  account: {
    resetLinkInvalid: 'یہ ری سیٹ لنک درست نہیں یا اس کی میعاد ختم ہو چکی ہے۔',
    passwordChanged: 'آپ کا پاس ورڈ تبدیل ہو گیا ہے۔ براہِ کرم نئے پاس ورڈ سے لاگ اِن کریں۔',
    loginSuccessful: 'لاگ اِن کامیاب رہا',
  },
};
