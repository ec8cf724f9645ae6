// Urdu of the account pages' copy: sign in, create account, forgot and reset password.
import type * as english from '../../accountContent';
import { PASSWORD_MIN_LENGTH } from '../../constants';
import type { Translation } from '../../i18n';

/** The phone rule, shown by the profile page too. */
export const PHONE_HINT = '03 سے شروع ہونے والے 11 ہندسے';

export const accountContent: Translation<typeof english.accountContent> = {
  emailLabel: 'ای میل ایڈریس',
  passwordLabel: 'پاس ورڈ',
  backToSignIn: 'سائن ان پر واپس جائیں',
  signIn: 'سائن ان کریں',
  login: {
    signedInTitle: 'آپ سائن ان ہیں',
    title: 'دوبارہ خوش آمدید',
    subtitle: 'اپنی کار ڈیٹیلنگ بک کرنے اور اس کا انتظام کرنے کے لیے سائن ان کریں۔',
    passwordPlaceholder: 'اپنا پاس ورڈ درج کریں',
    submitting: 'سائن ان ہو رہا ہے…',
    rememberMe: 'مجھے یاد رکھیں',
    forgotPassword: 'پاس ورڈ بھول گئے؟',
    noAccount: 'ابھی تک اکاؤنٹ نہیں ہے؟',
    signUp: 'اکاؤنٹ بنائیں',
  },
  register: {
    title: 'اکاؤنٹ بنائیں',
    subtitle: 'ہمارے ساتھ شامل ہوں اور چند منٹ میں اپنی گاڑی کی ڈیٹیلنگ بک کریں۔',
    fullName: 'پورا نام',
    fullNamePlaceholder: 'آپ کا پورا نام',
    phone: 'فون نمبر',
    phoneHint: PHONE_HINT,
    passwordHint: `کم از کم ${PASSWORD_MIN_LENGTH} حروف`,
    passwordPlaceholder: 'پاس ورڈ بنائیں',
    confirmPassword: 'پاس ورڈ کی تصدیق',
    showConfirmPassword: 'تصدیقی پاس ورڈ دکھائیں',
    confirmPlaceholder: 'پاس ورڈ دوبارہ لکھیں',
    submit: 'اکاؤنٹ بنائیں',
    submitting: 'اکاؤنٹ بن رہا ہے…',
    agreementStart: 'اکاؤنٹ بنا کر آپ ہماری',
    agreementAnd: 'اور',
    agreementEnd: ' سے اتفاق کرتے ہیں۔',
    haveAccount: 'پہلے سے اکاؤنٹ موجود ہے؟',
    signIn: 'سائن ان کریں',
  },
  forgot: {
    title: 'پاس ورڈ بھول گئے',
    subtitle: 'وہ ای میل درج کریں جس سے آپ نے اکاؤنٹ بنایا تھا، ہم آپ کو پاس ورڈ ری سیٹ کرنے کا لنک بھیج دیں گے۔',
    submit: 'ری سیٹ لنک بھیجیں',
    submitting: 'بھیجا جا رہا ہے…',
    sendAgain: 'دوبارہ بھیجیں',
    rememberedIt: 'یاد آ گیا؟',
  },
  reset: {
    title: 'نیا پاس ورڈ منتخب کریں',
    subtitle: `کم از کم ${PASSWORD_MIN_LENGTH} حروف کا پاس ورڈ چنیں۔`,
    requestNewLink: 'نیا لنک منگوائیں',
    newPassword: 'نیا پاس ورڈ',
    confirmNewPassword: 'نئے پاس ورڈ کی تصدیق',
    showConfirmPassword: 'تصدیقی پاس ورڈ دکھائیں',
    submit: 'پاس ورڈ ری سیٹ کریں',
    submitting: 'محفوظ ہو رہا ہے…',
  },
};
