import type { Translation } from '../../i18n';
import type { sessionMessages } from '../../messageAreas/session';

export const sessionMessagesUr: Translation<typeof sessionMessages> = {
  auth: {
    invalidCredentials: 'ای میل یا پاس ورڈ درست نہیں',
    somethingWentWrong: 'کچھ غلط ہو گیا۔ براہِ کرم دوبارہ کوشش کریں۔',
    accessDenied: 'رسائی ممکن نہیں: اس پلیٹ فارم پر صرف گاہک لاگ اِن کر سکتے ہیں',
    authenticationFailed: 'آپ کی شناخت کی تصدیق نہیں ہو سکی۔ براہِ کرم دوبارہ لاگ اِن کریں۔',
    authenticating: 'تصدیق ہو رہی ہے...',
    passwordTooShortLogin: 'پاس ورڈ کم از کم 6 حروف کا ہونا چاہیے',
    notAuthenticated: 'آپ لاگ اِن نہیں ہیں۔ براہِ کرم لاگ اِن کریں۔',
    loggedOut: 'آپ لاگ آؤٹ ہو گئے ہیں۔',
    loginSuccess: 'دوبارہ خوش آمدید!',
    emailTaken: 'اس ای میل سے ایک اکاؤنٹ پہلے سے موجود ہے۔',
    tooManyAttempts: 'بہت زیادہ کوششیں ہو چکی ہیں۔ براہِ کرم کچھ دیر بعد دوبارہ کوشش کریں۔',
    forgotPasswordSent: 'اگر اس ای میل سے کوئی اکاؤنٹ موجود ہے تو پاس ورڈ ری سیٹ کرنے کا لنک بھیج دیا گیا ہے۔',
  },
  register: {
    success: 'رجسٹریشن کامیاب رہی!',
    failed: 'رجسٹریشن نہیں ہو سکی۔ براہِ کرم دوبارہ کوشش کریں۔',
    failedFallback: 'رجسٹریشن نہیں ہو سکی',
    fullNameRequired: 'پورا نام لکھنا ضروری ہے',
    emailRequired: 'ای میل لکھنا ضروری ہے',
    emailInvalid: 'ای میل درست نہیں',
    phoneRequired: 'فون نمبر لکھنا ضروری ہے',
    phoneInvalid: 'فون نمبر 03 سے شروع ہو اور اس کے بعد 9 ہندسے ہوں',
    passwordRequired: 'پاس ورڈ لکھنا ضروری ہے',
    passwordTooShort: 'پاس ورڈ کم از کم 6 حروف کا ہونا چاہیے',
    passwordsDoNotMatch: 'دونوں پاس ورڈ ایک جیسے نہیں',
    confirmPasswordRequired: 'براہِ کرم پاس ورڈ دوبارہ لکھیں',
  },
};
