// One function per mail the workshop sends: its words come from src/domain/mailContent.ts, its shape from layout.ts.
import { activeLanguage, DEFAULT_LANGUAGE } from '../../src/domain/i18n';
import { mailtoHref } from '../../src/domain/email';
import { formatMoney, formatTime, karachiTimeOfDay, mapsUrl, shortId, todayInKarachi } from '../../src/domain/format';
import { invoiceFileName } from '../../src/domain/invoice';
import { mailContent, mailDate, mailDateShort, mailInstant, mailTimeRange, type MailLink, type MailText } from '../../src/domain/mailContent';
import { ROUTE_PATHS } from '../../src/domain/routePaths';
import { calendarAttachment } from './calendar';
import { renderMail, telLink, type MailBlock, type MailLayout } from './layout';
import type { BookingFacts, ComposedMail, MailContext, MoneyBackNote, RefundFacts } from './types';

/** A subject is one line, whatever a name typed into a form holds. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

function composed(context: MailContext, layout: MailLayout, attachments: ComposedMail['attachments'] = []): ComposedMail {
  const subject = oneLine(layout.subject);
  return { subject, ...renderMail(context, { ...layout, subject }), attachments };
}

const paragraph = (text: MailText): MailBlock => ({ kind: 'paragraph', text });

const myBookingsUrl = (context: MailContext) => `${context.publicUrl}${ROUTE_PATHS.myBookings}`;

const myBookingsLink = (context: MailContext): MailLink => ({ text: mailContent.manage.myBookingsLink, href: myBookingsUrl(context) });

const serviceOf = (booking: BookingFacts) => mailContent.serviceName(booking.serviceName);

/** Booking number, service, vehicle and plate, date and time, price: the facts every booking mail lists. */
function bookingRows(booking: BookingFacts, overrides: { date?: string; time?: string } = {}) {
  const labels = mailContent.details;
  return [
    { label: labels.bookingNumber, value: labels.bookingNumberValue(shortId(booking.id)) },
    { label: labels.service, value: serviceOf(booking) },
    { label: labels.vehicle, value: labels.vehicleValue(booking.carMake, booking.carModel) },
    { label: labels.licensePlate, value: booking.licensePlate },
    { label: overrides.date ?? labels.date, value: mailDate(booking.date) },
    { label: overrides.time ?? labels.time, value: mailTimeRange(booking.startTime, booking.endTime) },
    { label: labels.price, value: labels.priceValue(booking.amount) },
  ];
}

const addressRow = (context: MailContext) => ({
  label: mailContent.details.address,
  value: [{ text: context.company.address, href: mapsUrl(context.company.address) }],
});

const manageBlocks = (context: MailContext): MailBlock[] => [
  paragraph(mailContent.manage.sentence(myBookingsLink(context), telLink(context.company.phone))),
  { kind: 'button', label: mailContent.manage.button, href: myBookingsUrl(context) },
];

export function passwordResetMail(context: MailContext, input: { name: string; link: string }): ComposedMail {
  const content = mailContent.passwordReset;
  const company = context.company.name;
  return composed(context, {
    subject: content.subject(company),
    preheader: content.preheader,
    heading: content.heading,
    blocks: [
      paragraph(mailContent.greeting(input.name)),
      paragraph(content.intro(company)),
      { kind: 'button', label: content.button, href: input.link, writeOut: true },
      paragraph(content.validity),
      paragraph(content.notYou),
      paragraph(mailContent.thanksSignOff(company)),
    ],
    reason: mailContent.footer.accountReason(company),
  });
}

/** The words a calendar request mail (confirmed, or moved) has of its own; the rest is the same for both. */
interface RequestWords {
  subject: string;
  preheader: string;
  heading: string;
  intro: string;
  calendar: string;
}

/** A mail that puts the booking in the customer's calendar: its details, when to arrive, how to change it. */
function bookingRequestMail(context: MailContext, booking: BookingFacts, words: RequestWords, rows: ReturnType<typeof bookingRows>, now: Date): ComposedMail {
  const company = context.company.name;
  return composed(
    context,
    {
      subject: words.subject,
      preheader: words.preheader,
      heading: words.heading,
      blocks: [
        paragraph(mailContent.greeting(booking.customerName)),
        paragraph(words.intro),
        { kind: 'details', rows: [...rows, addressRow(context)] },
        paragraph(mailContent.bookingConfirmation.arrive(formatTime(booking.startTime))),
        ...manageBlocks(context),
        paragraph(words.calendar),
        paragraph(mailContent.signOff(company)),
      ],
      reason: mailContent.footer.bookingReason(company),
    },
    [calendarAttachment(context, booking, 'REQUEST', now)],
  );
}

/** A new booking's mail, worded by its status: a pending one is received (the workshop confirms it later), else confirmed. */
export function bookingConfirmationMail(context: MailContext, booking: BookingFacts, now: Date): ComposedMail {
  const content = booking.status === 'pending' ? mailContent.bookingReceived : mailContent.bookingConfirmation;
  const day = mailDateShort(booking.date);
  const start = formatTime(booking.startTime);
  const words = {
    subject: content.subject(serviceOf(booking), day, start),
    preheader: content.preheader(day, start),
    heading: content.heading,
    intro: content.intro(context.company.name),
    calendar: mailContent.bookingConfirmation.calendar,
  };
  const rows = bookingRows(booking);
  const deposit = booking.depositDue;
  if (deposit) rows.push({ label: mailContent.details.deposit, value: mailContent.details.depositValue(deposit.amount, `${formatTime(karachiTimeOfDay(deposit.dueBy))}, ${mailDateShort(todayInKarachi(deposit.dueBy))}`) });
  return bookingRequestMail(context, booking, words, rows, now);
}

/** `booking` is the booking after the move (its calendar sequence already raised); `previous` its old date and start. */
export function bookingRescheduledMail(context: MailContext, booking: BookingFacts, previous: { date: string; startTime: string }, now: Date): ComposedMail {
  const content = mailContent.bookingRescheduled;
  const day = mailDateShort(booking.date);
  const start = formatTime(booking.startTime);
  const rows = bookingRows(booking, { date: content.newDate, time: content.newTime });
  rows.splice(6, 0, { label: content.previous, value: content.previousValue(mailDate(previous.date), formatTime(previous.startTime)) });
  const words = { subject: content.subject(serviceOf(booking), day, start), preheader: content.preheader(day, start), heading: content.heading, intro: content.intro, calendar: content.calendar };
  return bookingRequestMail(context, booking, words, rows, now);
}

/** How money paid, not refunded online with the cancellation, comes back to the customer. */
function moneyBackSentence(context: MailContext, note: MoneyBackNote): MailText {
  const content = mailContent.bookingCancelled.moneyBack;
  if (note.how === 'at_workshop') return content.atWorkshop(note.amount, telLink(context.company.phone));
  return note.how === 'to_follow' ? content.toFollow(note.amount) : content.returnedAtCounter(note.amount);
}

export function bookingCancelledMail(context: MailContext, booking: BookingFacts, refund: RefundFacts | null, now: Date, moneyBack: MoneyBackNote | null = null): ComposedMail {
  const content = mailContent.bookingCancelled;
  const company = context.company.name;
  return composed(
    context,
    {
      subject: content.subject(serviceOf(booking), mailDateShort(booking.date)),
      preheader: content.preheader(mailDateShort(booking.date)),
      heading: content.heading,
      blocks: [
        paragraph(mailContent.greeting(booking.customerName)),
        paragraph(content.intro(mailDate(booking.date), formatTime(booking.startTime))),
        ...(booking.cancellationReason ? [paragraph(content.reason), { kind: 'quote', text: booking.cancellationReason } satisfies MailBlock] : []),
        ...(refund ? [{ kind: 'callout', text: content.refund(refund.amount, refund.transactionId) } satisfies MailBlock] : []),
        ...(moneyBack ? [{ kind: 'callout', text: moneyBackSentence(context, moneyBack) } satisfies MailBlock] : []),
        { kind: 'details', rows: bookingRows(booking) },
        paragraph(content.bookAgain),
        { kind: 'button', label: content.button, href: `${context.publicUrl}${ROUTE_PATHS.book}` },
        paragraph(content.questions(telLink(context.company.phone))),
        paragraph(content.calendar),
        paragraph(mailContent.thanksSignOff(company)),
      ],
      reason: mailContent.footer.bookingReason(company),
    },
    [calendarAttachment(context, booking, 'CANCEL', now)],
  );
}

/** The attached receipt is rendered at delivery, in the language the mail is written in. */
const receiptLanguage = () => {
  const language = activeLanguage();
  return language === DEFAULT_LANGUAGE ? {} : { language };
};

/** `invoice.method` is already the payment as a receipt names it ("Visa ending 4242", "Cash"). */
/** `total` is what was paid; `balance`, after a deposit, what is still paid at the workshop. */
export function paymentReceivedMail(context: MailContext, booking: BookingFacts, invoice: { id: string; number: string; total: number; method: string; paidAt: Date; balance?: number }): ComposedMail {
  const content = mailContent.paymentReceived;
  const company = context.company.name;
  const invoiceUrl = `${context.publicUrl}${ROUTE_PATHS.invoice.replace(':id', encodeURIComponent(invoice.id))}`;
  const labels = mailContent.details;
  return composed(
    context,
    {
      subject: content.subject(invoice.total, invoice.number),
      preheader: content.preheader(invoice.total),
      heading: content.heading,
      blocks: [
        paragraph(mailContent.greeting(booking.customerName)),
        paragraph(content.intro(invoice.total)),
        {
          kind: 'details',
          rows: [
            { label: content.invoiceNumber, value: invoice.number },
            { label: content.amountPaid, value: content.amountValue(invoice.total) },
            ...(invoice.balance === undefined ? [] : [{ label: content.balance, value: formatMoney(invoice.balance) }]),
            { label: content.paidWith, value: invoice.method },
            { label: content.paidOn, value: mailInstant(invoice.paidAt) },
            { label: labels.bookingNumber, value: labels.bookingNumberValue(shortId(booking.id)) },
            { label: labels.service, value: serviceOf(booking) },
            { label: labels.vehicle, value: `${labels.vehicleValue(booking.carMake, booking.carModel)} (${booking.licensePlate})` },
            { label: labels.date, value: mailDate(booking.date) },
            { label: labels.time, value: mailTimeRange(booking.startTime, booking.endTime) },
          ],
        },
        { kind: 'button', label: content.button, href: invoiceUrl },
        paragraph(mailContent.thanksSignOff(company)),
      ],
      reason: mailContent.footer.bookingReason(company),
    },
    [{ filename: invoiceFileName(invoice.id), contentType: 'application/pdf', invoicePdf: invoice.id, ...receiptLanguage() }],
  );
}

export function bookingReminderMail(context: MailContext, booking: BookingFacts): ComposedMail {
  const content = mailContent.bookingReminder;
  const company = context.company.name;
  const start = formatTime(booking.startTime);
  return composed(context, {
    subject: content.subject(serviceOf(booking), mailDateShort(booking.date), start),
    preheader: content.preheader(mailDateShort(booking.date), start),
    heading: content.heading(mailDateShort(booking.date)),
    blocks: [
      paragraph(mailContent.greeting(booking.customerName)),
      paragraph(content.intro),
      { kind: 'details', rows: [...bookingRows(booking), addressRow(context)] },
      { kind: 'button', label: content.button, href: mapsUrl(context.company.address) },
      paragraph(content.arrive(start)),
      paragraph(mailContent.manage.sentence(myBookingsLink(context), telLink(context.company.phone))),
      paragraph(mailContent.signOff(company)),
    ],
    reason: mailContent.footer.bookingReason(company),
  });
}

/**
 * The contact form's acknowledgement: it may reach an address that never wrote (anyone can type any address), so it
 * repeats nothing that was typed, not even the name: the form is no way to send someone else's words.
 */
export function contactAcknowledgementMail(context: MailContext): ComposedMail {
  const content = mailContent.contactAcknowledgement;
  const company = context.company.name;
  return composed(context, {
    subject: content.subject(company),
    preheader: content.preheader,
    heading: content.heading,
    blocks: [
      paragraph(mailContent.greeting('')),
      paragraph(content.intro),
      paragraph(content.urgent(telLink(context.company.phone))),
      paragraph(mailContent.thanksSignOff(company)),
    ],
    reason: mailContent.footer.contactReason(company),
  });
}

export function contactCopyMail(
  context: MailContext,
  input: { name: string; email: string; phone: string; service: string; message: string; receivedAt: Date },
): ComposedMail {
  const content = mailContent.contactCopy;
  const service = input.service.trim();
  const replyHref = mailtoHref(input.email, content.replySubject(context.company.name));
  return composed(context, {
    subject: content.subject(input.name, service),
    preheader: content.preheader(input.name),
    heading: content.heading,
    blocks: [
      paragraph(content.intro),
      {
        kind: 'details',
        rows: [
          { label: content.name, value: input.name },
          { label: content.email, value: [{ text: input.email, href: mailtoHref(input.email) }] },
          { label: content.phone, value: input.phone.trim() ? [telLink(input.phone.trim())] : content.notGiven },
          { label: content.service, value: service || content.notGiven },
          { label: content.received, value: mailInstant(input.receivedAt) },
        ],
      },
      paragraph(content.message),
      { kind: 'quote', text: input.message.trim() ? input.message : content.notGiven },
      { kind: 'button', label: content.button, href: replyHref },
    ],
    reason: mailContent.footer.workshopReason,
  });
}
