// The workshop console's own texts: its frame (title, navigation, who is signed in), sign-in, the not-allowed and
// new-password pages, the session's notices, and the audit log and mail outbox pages. Views and tests import them.
import { BRAND } from '../content';
import type { AuditActorRole } from '../staff';
import type { MailDelivery, OpsMail } from '../types';

export const CONSOLE_NAME = `${BRAND} Console`;

/** "Board · ShineWorks Console". */
export const consoleTitle = (title: string) => `${title} · ${CONSOLE_NAME}`;

export const roleLabels: Record<AuditActorRole, string> = { customer: 'Customer', staff: 'Staff', admin: 'Admin', ops_token: 'ops token' };

export const shellContent = {
  skipToContent: 'Skip to content',
  navigation: 'Console',
  menu: 'Menu',
  closeMenu: 'Close menu',
  signedInAs: 'Signed in as',
  signOut: 'Sign out',
  changePassword: 'Change password',
  customerSite: 'Go to the customer site',
  loadingPage: 'Loading…',
  checkingSession: 'Checking your sign-in…',
  nav: {
    board: 'Board',
    customers: 'Customers',
    catalogue: 'Catalogue',
    capacity: 'Capacity',
    inbox: 'Inbox',
    mail: 'Mail',
    staff: 'Staff',
    settings: 'Settings',
    reports: 'Reports',
    payments: 'Payments',
    log: 'Log',
  },
  titles: {
    login: 'Sign in',
    board: 'Day board',
    booking: 'Booking',
    customers: 'Customers',
    customer: 'Customer',
    catalogue: 'Catalogue',
    capacity: 'Capacity',
    inbox: 'Inbox',
    mail: 'Mail outbox',
    mailDetail: 'Mail',
    accounts: 'Staff accounts',
    settings: 'Settings',
    reports: 'Reports',
    payments: 'Payments',
    log: 'Audit log',
    notAllowed: 'Not allowed',
    setPassword: 'Set a new password',
    changePassword: 'Change your password',
    notFound: 'Page not found',
  },
} as const;

/** The header's Inbox link (and the narrow screen's menu button): its name says how many messages wait ("Inbox, 3 unread"). */
export const unreadNavContent = {
  name: (label: string, count: number) => `${label}, ${count} unread`,
  /** A count past 99 shows as "99+". */
  shown: (count: number) => (count > 99 ? '99+' : String(count)),
} as const;

export const staffLoginContent = {
  title: 'Sign in to the console',
  subtitle: 'For the workshop’s staff and admins.',
  emailLabel: 'Email',
  passwordLabel: 'Password',
  remember: 'Remember me',
  submit: 'Sign in',
  submitting: 'Signing in…',
  customerSite: 'Looking to book a wash? Go to the customer site',
} as const;

export const staffSessionMessages = {
  /** Any console call answered "not signed in" (the session expired or was ended elsewhere). */
  sessionEnded: 'Your session has ended, sign in again',
  /** The status check failed for another reason than "signed out" (network, server error). */
  checkFailed: 'Could not check your sign-in. Please sign in again.',
  signInFailed: 'Could not sign you in. Please try again.',
  passwordChangeFailed: 'Could not change your password. Please try again.',
} as const;

export const notAllowedContent = {
  title: 'This console is for workshop staff',
  body: 'You are signed in with a customer account. Customers book and manage their washes on the customer site; the console is only for the workshop’s staff and admins.',
  customerSite: 'Go to the customer site',
  signOut: 'Sign out',
} as const;

export const passwordPageContent = {
  requiredTitle: 'Set a new password',
  requiredBody: 'An admin gave you a temporary password. Choose your own before you use the console.',
  optionalTitle: 'Change your password',
  optionalBody: 'Type your current password, then the new one twice.',
  currentLabel: 'Current password',
  newLabel: 'New password',
  confirmLabel: 'Confirm new password',
  submit: 'Save new password',
  submitting: 'Saving…',
  cancel: 'Cancel',
  signOut: 'Sign out',
  who: (name: string, role: string) => `Signed in as ${name} (${role})`,
  showPassword: (label: string) => `Show ${label.toLowerCase()}`,
} as const;

export const notFoundContent = {
  title: 'Page not found',
  body: 'The console has no page at this address.',
  back: 'Back to the board',
} as const;

export const auditLogContent = {
  title: 'Audit log',
  lead: 'Every change made in the console or with the ops token, newest first.',
  bookingLead: (shortId: string) => `Changes to booking ${shortId}, newest first.`,
  allEntries: 'Show every entry',
  loading: 'Loading the log…',
  loadFailed: 'Could not load the audit log.',
  empty: 'Nothing has been recorded yet.',
  tableCaption: 'Audit log entries',
  columns: { when: 'When', who: 'Who', action: 'Action', summary: 'What changed', booking: 'Booking' },
  /** "Full Detail: price: 2500 → 2800" for an entry about a named thing; the summary alone otherwise. */
  summary: (targetName: string | null, summary: string) => (targetName ? `${targetName}: ${summary}` : summary),
  bookingNumber: (shortId: string) => `#${shortId}`,
  noBooking: '—',
  previous: 'Previous page',
  next: 'Next page',
  pagination: 'Log pages',
  pageOf: (page: number) => `Page ${page}`,
  entries: (count: number) => (count === 1 ? '1 entry' : `${count} entries`),
} as const;

export const mailOutboxContent = {
  title: 'Mail outbox',
  lead: 'Every mail, WhatsApp and SMS message the workshop sends: queued, being sent, sent, delivered, read, or failed after its retries.',
  filterLabel: 'Show',
  filters: { all: 'All', queued: 'Queued', sending: 'Sending', sent: 'Sent', delivered: 'Delivered', read: 'Read', failed: 'Failed' },
  loading: 'Loading the outbox…',
  loadFailed: 'Could not load the outbox.',
  empty: {
    all: 'No mail has been sent yet.',
    queued: 'No mail is waiting.',
    sending: 'No mail is being sent.',
    sent: 'No mail has been sent yet.',
    delivered: 'No message has been delivered yet.',
    read: 'No message has been read yet.',
    failed: 'No mail has failed.',
  },
  tableCaption: 'Mails in the outbox',
  columns: { to: 'To', channel: 'Channel', subject: 'Subject and kind', status: 'Status', attempts: 'Attempts', lastError: 'Last error', created: 'Created', sent: 'Sent', actions: 'Actions' },
  statuses: { queued: 'Queued', sending: 'Sending', sent: 'Sent', delivered: 'Delivered', read: 'Read', failed: 'Failed' },
  /** A "sent" mail when the server has no SMTP_URL: it was only written to a file on the server. */
  writtenToFile: 'Written to file',
  fileNoticeTitle: 'Mail is not leaving this machine',
  fileNoticeText:
    'No mail server is set up, so each mail is written as a file on the server (in DATA_DIR/mail/) instead of being sent: customers and staff do not receive it.',
  fileNoticeHowTo: 'To send mail, set SMTP_URL (for example smtp://user:password@smtp.example.com:587) and MAIL_FROM in the server’s configuration, then restart the server.',
  noError: '—',
  notSent: '—',
  resend: 'Send again',
  resending: 'Sending…',
  resendWhat: (subject: string, to: string) => `“${subject}” to ${to}`,
  queuedAgain: 'The mail is queued again.',
  resendFailed: 'Could not queue the mail again.',
} as const;

/**
 * A message's status as the outbox shows it: a sent e-mail reads "Written to file" rather than "Sent" when mail goes
 * to files; WhatsApp and SMS leave through their providers whatever SMTP_URL says.
 */
export const mailStatusLabel = (mail: Pick<OpsMail, 'status' | 'channel'>, delivery: MailDelivery | null) =>
  mail.status === 'sent' && mail.channel === 'email' && delivery === 'file' ? mailOutboxContent.writtenToFile : mailOutboxContent.statuses[mail.status];

export const mailDetailContent = {
  backToOutbox: 'Back to the outbox',
  loading: 'Loading the mail…',
  loadFailed: 'Could not load the mail.',
  notFound: 'There is no such mail.',
  factsLabel: 'About this mail',
  facts: { to: 'To', replyTo: 'Reply to', kind: 'Kind', status: 'Status', attempts: 'Attempts', lastError: 'Last error', created: 'Created', sent: 'Sent', file: 'File', attachments: 'Attachments' },
  none: '—',
  maskedNote: 'A secret the mail carries, such as a password-reset link, reads masked here. Opening a mail is recorded in the audit log.',
  partsLabel: 'Show the mail as',
  parts: { text: 'Text', html: 'HTML' },
  htmlFrameTitle: (subject: string) => `The mail “${subject}” as HTML`,
  noHtml: 'This mail has no HTML part.',
} as const;
