import type { PhoneChannel } from '../../channels';
import type { Translation } from '../../i18n';
import type { channelMessages } from '../../messageAreas/channels';

export const channelMessagesUr: Translation<typeof channelMessages> = {
  channels: {
    chooseChannel: 'واٹس ایپ یا ایس ایم ایس منتخب کریں۔',
    codeFormat: 'ہمارا بھیجا ہوا 6 ہندسوں کا کوڈ لکھیں۔',
    codeWrong: 'یہ کوڈ درست نہیں۔ پیغام دیکھ کر دوبارہ کوشش کریں۔',
    codeExpired: 'اس کوڈ کی مدت ختم ہو گئی۔ نیا کوڈ منگوائیں۔',
    codeTriesUsed: 'بہت زیادہ غلط کوڈ۔ نیا کوڈ منگوائیں۔',
    noCodeSent: 'پہلے اپنے فون پر کوڈ منگوائیں۔',
    sendLimit: 'آپ پچھلے ایک گھنٹے میں 3 کوڈ منگوا چکے ہیں۔ ایک گھنٹے بعد دوبارہ کوشش کریں۔',
    numberSendLimit: (max: number) => `اس نمبر پر پچھلے ایک گھنٹے میں ${max} کوڈ بھیجے جا چکے ہیں۔ ایک گھنٹے بعد دوبارہ کوشش کریں۔`,
    addressSendLimit: (max: number) => `آپ کے نیٹ ورک سے پچھلے ایک گھنٹے میں ${max} کوڈ منگوائے جا چکے ہیں۔ ایک گھنٹے بعد دوبارہ کوشش کریں۔`,
    resendWait: (seconds: number) => `دوسرا کوڈ منگوانے سے پہلے ${seconds} سیکنڈ انتظار کریں۔`,
    phoneNeeded: 'بکنگ کے پیغامات کے لیے آپ کی پروفائل میں پاکستانی موبائل نمبر (03XX XXXXXXX) ہونا ضروری ہے۔',
    notOffered: (channel: PhoneChannel) => (channel === 'whatsapp' ? 'ورکشاپ ابھی واٹس ایپ پیغامات نہیں بھیجتی۔' : 'ورکشاپ ابھی ایس ایم ایس نہیں بھیجتی۔'),
    codeSent: (channel: PhoneChannel) => (channel === 'whatsapp' ? 'ہم نے آپ کے فون پر واٹس ایپ سے کوڈ بھیج دیا ہے۔' : 'ہم نے آپ کے فون پر ایس ایم ایس سے کوڈ بھیج دیا ہے۔'),
    switchedOn: (channel: PhoneChannel) => (channel === 'whatsapp' ? 'بکنگ کے پیغامات اب واٹس ایپ پر بھی آئیں گے۔' : 'بکنگ کے پیغامات اب ایس ایم ایس سے بھی آئیں گے۔'),
    switchedOff: 'بکنگ کے پیغامات صرف ای میل سے آتے ہیں۔',
    sendFailed: 'کوڈ نہیں بھیجا جا سکا۔ ایک منٹ بعد دوبارہ کوشش کریں۔',
    verifyFailed: 'کوڈ چیک نہیں ہو سکا۔ دوبارہ کوشش کریں۔',
    switchOffFailed: 'بکنگ کے پیغامات بند نہیں ہو سکے۔ دوبارہ کوشش کریں۔',
  },
};
