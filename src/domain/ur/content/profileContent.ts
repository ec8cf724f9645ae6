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
