import type { Translation } from '../../i18n';
import type { invoiceMessages } from '../../messageAreas/invoice';

export const invoiceMessagesUr: Translation<typeof invoiceMessages> = {
  invoice: {
    loadFailed: 'انوائس لوڈ نہیں ہو سکی',
    notFound: 'انوائس نہیں ملی',
    downloadFailed: 'انوائس ڈاؤن لوڈ نہیں ہو سکی',
    downloaded: 'انوائس ڈاؤن لوڈ ہو گئی',
    markedPaid: 'انوائس ادا شدہ درج کر دی گئی۔',
    alreadyPaid: 'یہ انوائس پہلے ہی ادا ہو چکی ہے۔',
    void: 'یہ انوائس کالعدم ہے کیونکہ اس کی بکنگ منسوخ ہو گئی تھی: اس پر کچھ ادا نہیں کرنا۔',
    methodInvalid: 'method کی قدر cash، card یا digital ہونی چاہیے۔',
    refundNeedsPaid: 'رقم صرف ادا شدہ انوائس کی واپس ہو سکتی ہے۔',
    refundNotFound: 'رقم کی واپسی نہیں ملی',
    refundNotByHand: 'یہ رقم ادائیگی گیٹ وے کے ذریعے واپس ہوتی ہے؛ ہاتھ سے واپس کرنے کو کچھ نہیں۔',
    refundToReturn: 'ادائیگی گیٹ وے یہ رقم واپس نہیں کر سکتا: رقم ہاتھ سے واپس کریں، پھر واپسی کو مکمل نشان زد کریں۔',
    refundedClosed: 'اس انوائس کی رقم واپس کی جا چکی ہے اور یہ بند ہے: اس کی دوبارہ ادائیگی نہیں ہو سکتی۔',
    paidAgainAfterRefund: 'اس انوائس کی رقم واپس ہونے کے بعد اس کی دوبارہ ادائیگی کی گئی تھی؛ وہ بعد کی ادائیگی یہاں سے واپس نہیں ہو سکتی۔ اسے کاؤنٹر پر واپس کریں۔',
    refunded: 'انوائس کی رقم واپس کر دی گئی۔',
    refundPending: 'رقم کی واپسی شروع ہو گئی ہے، مگر پیمنٹ گیٹ وے نے ابھی تصدیق نہیں کی؛ ہر منٹ دوبارہ کوشش کی جاتی ہے۔',
  },
};
