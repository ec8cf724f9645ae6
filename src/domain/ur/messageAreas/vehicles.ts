import type { Translation } from '../../i18n';
import type { vehicleMessages } from '../../messageAreas/vehicles';

export const vehicleMessagesUr: Translation<typeof vehicleMessages> = {
  cars: {
    fetchFailed: 'گاڑیاں لوڈ نہیں ہو سکیں',
    addFailed: 'گاڑی شامل نہیں ہو سکی',
    updateFailed: 'گاڑی اپ ڈیٹ نہیں ہو سکی',
    deleteFailed: 'گاڑی ہٹائی نہیں جا سکی',
    requiredFields: 'براہِ کرم تمام ضروری خانے پُر کریں',
    notFound: 'گاڑی نہیں ملی',
    updated: 'گاڑی کی تفصیلات اپ ڈیٹ ہو گئیں',
    plateTaken: 'اس نمبر پلیٹ والی گاڑی آپ پہلے ہی محفوظ کر چکے ہیں۔',
    plateNeedsLettersOrDigits: 'نمبر پلیٹ میں کم از کم ایک حرف یا ہندسہ ہونا چاہیے۔',
    hasActiveBookings: 'اس گاڑی کی آنے والی یا جاری بکنگز موجود ہیں، اس لیے اسے ہٹایا نہیں جا سکتا۔ پہلے انہیں منسوخ یا مکمل کریں۔',
    otherCustomer: 'آپ صرف اپنی گاڑیوں کا انتظام کر سکتے ہیں۔',
    yearOutOfRange: (min: number, max: number) => `ماڈل کا سال ${min} اور ${max} کے درمیان ہونا چاہیے`,
    limitReached: (max: number) =>
      `آپ زیادہ سے زیادہ ${max} گاڑیاں محفوظ کر سکتے ہیں۔ نئی گاڑی شامل کرنے کے لیے کوئی ایسی گاڑی ہٹا دیں جو اب استعمال میں نہیں۔`,
  },
};
