import { ltr, type Translation } from '../../i18n';
import type { bookingMessages } from '../../messageAreas/booking';
import { vehicleMessagesUr } from './vehicles';

const BOOKING_NOT_FOUND = 'بکنگ نہیں ملی';

export const bookingMessagesUr: Translation<typeof bookingMessages> = {
  dates: { loadFailed: 'دستیاب تاریخیں لوڈ نہیں ہو سکیں', timesLoadFailed: 'دستیاب اوقات لوڈ نہیں ہو سکے' },
  wizard: {
    completeRequiredFields: 'آگے بڑھنے سے پہلے براہِ کرم تمام ضروری خانے پُر کریں۔',
    incompleteTitle: 'بکنگ کی معلومات نامکمل ہیں',
    incompleteBody: 'بکنگ کا جائزہ لینے سے پہلے براہِ کرم پچھلے تمام مراحل مکمل کریں۔',
    missingInformation: 'بکنگ کی کچھ ضروری معلومات رہ گئی ہیں',
    userNotAuthenticated: 'آپ لاگ اِن نہیں ہیں',
    chooseTime: 'براہِ کرم آغاز کا وقت منتخب کریں۔',
  },
  booking: {
    createFailed: 'بکنگ نہیں ہو سکی',
    created: 'آپ کی بکنگ کی تصدیق ہو گئی!',
    rescheduleFailed: 'بکنگ کا وقت تبدیل نہیں ہو سکا',
    cancelFailed: 'بکنگ منسوخ نہیں ہو سکی',
    rateFailed: 'ریٹنگ جمع نہیں ہو سکی',
    rescheduled: 'بکنگ کا وقت تبدیل کرنے کی درخواست جمع ہو گئی',
    rescheduledTo: (date: string, time: string) => `بکنگ کا وقت تبدیل کرنے کی درخواست جمع ہو گئی: آپ کی بکنگ اب ${date} کو ${time} بجے ہے۔`,
    cancelled: 'بکنگ منسوخ کر دی گئی',
    rated: 'آپ کی ریٹنگ جمع ہو گئی',
    confirmCancel: 'کیا آپ واقعی یہ بکنگ منسوخ کرنا چاہتے ہیں؟',
    listLoadFailed: 'بکنگز لوڈ نہیں ہو سکیں',
    listErrorBanner: 'بکنگز لوڈ کرنے میں مسئلہ پیش آیا',
    emptyAll: 'آپ کی ابھی تک کوئی بکنگ نہیں ہے۔',
    emptyPending: 'کوئی زیرِ التوا بکنگ نہیں ملی۔',
    emptyConfirmed: 'کوئی تصدیق شدہ بکنگ نہیں ملی۔',
    emptyInProgress: 'اس وقت کوئی بکنگ جاری نہیں۔',
    emptyCompleted: 'کوئی مکمل شدہ بکنگ نہیں ملی۔',
    emptyCancelled: 'کوئی منسوخ شدہ بکنگ نہیں ملی۔',
    emptyRescheduled: 'کوئی وقت تبدیل شدہ بکنگ نہیں ملی۔',
    noSlots: (date: string) => `${date} کو کوئی وقت خالی نہیں۔ براہِ کرم کوئی اور تاریخ منتخب کریں۔`,
    timeTaken: (date: string, time: string) => `${date} کو ${time} بجے کا وقت پہلے ہی بُک ہو چکا ہے۔ براہِ کرم کوئی اور وقت منتخب کریں۔`,
    timeNoLongerFits: (time: string) => `ایڈ آن کے ساتھ وزٹ لمبا ہو گیا ہے، اور ${time} بجے سے پورے وقت کے لیے کوئی بے خالی نہیں۔ براہِ کرم کوئی اور وقت منتخب کریں۔`,
    timeInvalid: 'وقت HH:MM کی صورت میں لکھیں، جیسے 10:00، اور یہ ورکشاپ کے دن کا کوئی آغاز کا وقت ہو۔',
    timePassed: 'یہ وقت گزر چکا ہے۔ براہِ کرم بعد کا کوئی وقت منتخب کریں۔',
    carAlreadyBooked: (plate: string, date: string) =>
      `آپ کی گاڑی ${ltr(plate)} کی ${date} کو اسی وقت پہلے سے بکنگ موجود ہے۔ کوئی اور وقت منتخب کریں، یا وہ بکنگ تبدیل کریں۔`,
    dateInvalid: 'تاریخ درست ہو اور YYYY-MM-DD کی صورت میں لکھی جائے۔',
    timesNeedDate: 'جس تاریخ کے اوقات چاہییں، وہ YYYY-MM-DD کی صورت میں بھیجیں۔',
    idempotencyReused: 'یہ Idempotency-Key کسی اور بکنگ کے لیے استعمال ہو چکی ہے۔ نئی بکنگ کے لیے نئی key استعمال کریں۔',
    dateOutsideWindow: (days: number) => `بکنگ آج سے لے کر اگلے ${days - 1} دن تک کی جا سکتی ہے۔`,
    dateClosed: (date: string) => `${date} کو ورکشاپ بند ہے۔ براہِ کرم کوئی اور تاریخ منتخب کریں۔`,
    daysInvalid: (max: number) => `days کی قدر 1 سے ${max} تک کوئی پورا عدد ہونی چاہیے۔`,
    statusFilterInvalid: 'status کی قدر all یا بکنگ کی کوئی معلوم حیثیت ہونی چاہیے۔',
    notFound: BOOKING_NOT_FOUND,
    otherCustomer: 'آپ صرف اپنے اکاؤنٹ کے لیے بکنگ کر سکتے ہیں۔',
    serviceUnavailable: 'یہ سروس بکنگ کے لیے دستیاب نہیں۔',
    addonsInvalid: ltr('addons') + ' میں ایڈ آن کی شناختوں کی فہرست ہونی چاہیے۔',
    addonsTooMany: (max: number) => `ایک وزٹ میں زیادہ سے زیادہ ${max} ایڈ آن ہو سکتے ہیں (${ltr('addons')})۔`,
    addonsRepeated: ltr('addons') + ' میں ہر ایڈ آن صرف ایک بار ہو سکتا ہے۔',
    addonUnavailable: ltr('addons') + ' میں ایک ایڈ آن بکنگ کے لیے دستیاب نہیں۔',
    addonAsService: 'ایڈ آن اکیلے بُک نہیں ہو سکتا: ' + ltr('service') + ' میں بنیادی سروس چنیں اور ایڈ آن ' + ltr('addons') + ' میں بھیجیں۔',
    carNotFound: vehicleMessagesUr.cars.notFound,
    notesTooLong: (max: number) => `نوٹس زیادہ سے زیادہ ${max} حروف کے ہو سکتے ہیں۔`,
    notesUpdated: 'بکنگ کے نوٹس اپ ڈیٹ ہو گئے',
    notesRequired: 'نئے نوٹس customer_notes میں بھیجیں (خالی متن بھیجنے سے نوٹس ہٹ جاتے ہیں)۔',
    textExpected: 'اس خانے میں متن ہونا چاہیے۔',
    notesLocked: 'نوٹس صرف اس وقت تبدیل ہو سکتے ہیں جب بکنگ زیرِ التوا، تصدیق شدہ یا نئے وقت پر منتقل شدہ ہو۔',
    cancelTooLate: 'بکنگ صرف اس کے شروع ہونے کے وقت سے پہلے منسوخ کی جا سکتی ہے',
    rescheduleTooLate: 'بکنگ کا وقت صرف اس کے شروع ہونے سے پہلے تبدیل کیا جا سکتا ہے',
    changeCutoff: (minutes: number, phone: string) =>
      `شروع ہونے سے پہلے کے آخری ${minutes} منٹ میں آن لائن تبدیلی نہیں ہو سکتی۔ براہِ کرم ہمیں ${ltr(phone)} پر کال کریں۔`,
    tooManyUpcoming: (max: number) =>
      `آپ کی پہلے ہی ${max === 1 ? 'ایک آنے والی بکنگ موجود ہے' : `${max} آنے والی بکنگز موجود ہیں`}، جو ایک اکاؤنٹ کی زیادہ سے زیادہ حد ہے۔ نئی بکنگ سے پہلے کوئی بکنگ منسوخ کریں یا اس کے مکمل ہونے کا انتظار کریں۔`,
    unpaidFromAddress: (max: number, phone: string, payOnline: boolean) =>
      `آپ کے انٹرنیٹ کنکشن سے ${max === 1 ? 'ایک آنے والی بکنگ' : `${max} آنے والی بکنگز`} کی ادائیگی پہلے ہی باقی ہے، جو بغیر ادائیگی کے ہماری زیادہ سے زیادہ حد ہے۔ ${
        payOnline ? `نئی بکنگ کے لیے "میری بکنگز" میں اپنی کسی بکنگ کی آن لائن ادائیگی کریں، یا ہمیں ${ltr(phone)} پر کال کریں۔` : `نئی بکنگ کے لیے براہِ کرم ہمیں ${ltr(phone)} پر کال کریں۔`
      }`,
    unpaidFromDevice: (max: number, phone: string, payOnline: boolean) =>
      `اس ڈیوائس سے ${max === 1 ? 'ایک آنے والی بکنگ' : `${max} آنے والی بکنگز`} کی ادائیگی پہلے ہی باقی ہے، جو بغیر ادائیگی کے ہماری زیادہ سے زیادہ حد ہے۔ ${
        payOnline ? `نئی بکنگ کے لیے "میری بکنگز" میں اپنی کسی بکنگ کی آن لائن ادائیگی کریں، یا ہمیں ${ltr(phone)} پر کال کریں۔` : `نئی بکنگ کے لیے براہِ کرم ہمیں ${ltr(phone)} پر کال کریں۔`
      }`,
    busyForNewAccounts: (phone: string) =>
      `اس وقت ہمارا کیلنڈر بہت تیزی سے بھر رہا ہے، اس لیے نئے اکاؤنٹس فی الحال آن لائن بکنگ نہیں کر سکتے۔ براہِ کرم ہمیں ${ltr(phone)} پر کال کریں، ہم آپ کی بکنگ کر دیں گے۔`,
    cannotCancel: (statusLabel: string) => `اس بکنگ کی حیثیت "${statusLabel}" ہے، اس لیے یہ منسوخ نہیں ہو سکتی۔`,
    cannotReschedule: (statusLabel: string) => `اس بکنگ کی حیثیت "${statusLabel}" ہے، اس لیے اس کا وقت تبدیل نہیں ہو سکتا۔`,
    onlyCompletedRated: 'ریٹنگ صرف مکمل شدہ بکنگ کی دی جا سکتی ہے',
    alreadyRated: 'اس بکنگ کی ریٹنگ پہلے ہی دی جا چکی ہے',
    ratingInvalid: 'ریٹنگ 1 سے 5 تک کوئی پورا عدد ہونی چاہیے',
    reviewTooLong: (max: number) => `تبصرہ زیادہ سے زیادہ ${max} حروف کا ہو سکتا ہے۔`,
    reasonTooLong: (max: number) => `وجہ زیادہ سے زیادہ ${max} حروف کی ہو سکتی ہے۔`,
    invalidTransition: (fromLabel: string, toLabel: string) => `جس بکنگ کی حیثیت "${fromLabel}" ہو، اسے "${toLabel}" میں تبدیل نہیں کیا جا سکتا۔`,
    statusUnknown: 'status ان میں سے کوئی ایک ہونا چاہیے: pending، confirmed، in_progress، completed، cancelled، no_show، rescheduled۔',
    statusUpdated: (label: string) => `بکنگ کی حیثیت بدل کر "${label}" کر دی گئی۔`,
    noShowBeforeStart: (date: string, time: string) => `یہ بکنگ ${date} کو ${time} پر شروع ہوتی ہے: اسے "نہیں آئے" صرف اس وقت کے گزر جانے کے بعد ہی قرار دیا جا سکتا ہے۔`,
    rescheduleNeedsDate: 'وقت تبدیل کرنے کے لیے نئی تاریخ ضروری ہے؛ گاہک اپنی بکنگ کا وقت "میری بکنگز" سے تبدیل کرتے ہیں۔',
  },
  confirmation: { loadFailed: 'بکنگ کی تفصیلات لوڈ نہیں ہو سکیں', notFound: BOOKING_NOT_FOUND, loading: 'بکنگ کی تفصیلات لوڈ ہو رہی ہیں...' },
};
