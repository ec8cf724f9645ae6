// Urdu of the profile page's copy: personal details and saved vehicles.
import type { Translation } from '../../i18n';
import type * as english from '../../profileContent';
import { PHONE_HINT } from './accountContent';

export const PROFILE_LABELS: Translation<typeof english.PROFILE_LABELS> = {
  name: 'پورا نام',
  email: 'ای میل ایڈریس',
  phone: 'فون نمبر',
  address: 'پتا',
  city: 'شہر',
  state: 'صوبہ',
  zipCode: 'پوسٹل کوڈ',
  language: 'زبان',
};

export const profileContent: Translation<typeof english.profileContent> = {
  title: 'میری پروفائل',
  lead: 'اپنی رابطے کی معلومات اور محفوظ گاڑیاں تازہ رکھیں تاکہ بکنگ جلدی ہو سکے۔',
  personalTitle: 'ذاتی معلومات',
  loadingProfile: 'آپ کی پروفائل لوڈ ہو رہی ہے…',
  notProvided: 'درج نہیں',
  phoneHint: PHONE_HINT,
  currentPassword: 'موجودہ پاس ورڈ',
  currentPasswordHint: 'ای میل ایڈریس بدلنے کے لیے ضروری ہے۔',
  edit: 'پروفائل میں ترمیم کریں',
  save: 'تبدیلیاں محفوظ کریں',
  saving: 'محفوظ ہو رہا ہے…',
  cancel: 'منسوخ کریں',
};

export const vehiclesContent: Translation<typeof english.vehiclesContent> = {
  title: 'میری گاڑیاں',
  loadingVehicles: 'آپ کی گاڑیاں لوڈ ہو رہی ہیں…',
  empty: 'ابھی کوئی گاڑی محفوظ نہیں۔ اپنی گاڑی ایک بار شامل کر لیں، پھر بکنگ کرتے وقت ایک کلک میں منتخب کریں۔',
  addVehicle: 'گاڑی شامل کریں',
  closeForm: 'بند کریں',
  formTitle: 'گاڑی شامل کریں',
  make: 'کمپنی',
  model: 'ماڈل',
  year: 'سال',
  yearPlaceholder: 'سال منتخب کریں',
  color: 'رنگ',
  licensePlate: 'نمبر پلیٹ',
  save: 'گاڑی محفوظ کریں',
  saving: 'محفوظ ہو رہی ہے…',
  plate: 'نمبر پلیٹ',
  defaultBadge: 'بنیادی',
  setDefault: 'بنیادی گاڑی بنائیں',
  settingDefault: 'اپ ڈیٹ ہو رہا ہے…',
  remove: 'ہٹائیں',
  removeTitle: 'گاڑی ہٹانی ہے؟',
  removeQuestion: (vehicle) => `کیا ${vehicle} کو اپنی محفوظ گاڑیوں سے ہٹانا ہے؟`,
  keep: 'گاڑی رہنے دیں',
  confirmRemove: 'گاڑی ہٹائیں',
  removing: 'ہٹائی جا رہی ہے…',
  vehicleName: (car) => `${car.year} ${car.make} ${car.model}`,
};

export const phoneChannelContent: Translation<typeof english.phoneChannelContent> = {
  title: 'بکنگ کے پیغامات',
  lead: 'تصدیق، تبدیلیاں اور یاد دہانیاں ای میل سے آتی ہیں۔ انہیں واٹس ایپ یا ایس ایم ایس پر بھی حاصل کریں۔',
  loading: 'آپ کے بکنگ پیغامات کی ترتیب لوڈ ہو رہی ہے…',
  emailOnly: 'بکنگ کے پیغامات ای میل سے آتے ہیں۔ ورکشاپ ابھی واٹس ایپ یا ایس ایم ایس پیغامات نہیں بھیجتی۔',
  chooseLabel: 'اور کہاں آئیں؟',
  channelNames: { whatsapp: 'واٹس ایپ', sms: 'ایس ایم ایس' },
  use: (channel: 'whatsapp' | 'sms') => (channel === 'whatsapp' ? 'واٹس ایپ پر' : 'ایس ایم ایس سے'),
  sending: 'کوڈ بھیجا جا رہا ہے…',
  sentTo: (number: string) => `${number} پر بھیجا گیا۔ کوڈ 10 منٹ تک کارآمد ہے۔`,
  codeLabel: '6 ہندسوں کا کوڈ',
  verify: 'چالو کریں',
  verifying: 'چیک ہو رہا ہے…',
  resend: 'کوڈ دوبارہ بھیجیں',
  resendIn: (time: string) => `${time} بعد کوڈ دوبارہ بھیجیں`,
  resending: 'بھیجا جا رہا ہے…',
  cancel: 'منسوخ کریں',
  onTitle: (channel: 'whatsapp' | 'sms') => (channel === 'whatsapp' ? 'بکنگ کے پیغامات واٹس ایپ پر' : 'بکنگ کے پیغامات ایس ایم ایس سے'),
  onDetail: (number: string) => `یہ ای میل کے ساتھ ${number} پر بھی آتے ہیں۔`,
  onBadge: 'چالو',
  switchOff: 'بند کریں',
  switchingOff: 'بند ہو رہا ہے…',
};
