// Copy of the console's workshop pages: the catalogue editor, capacity and closed dates, the inbox and staff
// accounts. The server's own sentences (a refusal, a success) are shown as they come; these are the fallbacks.
import { SERVICE_KINDS, type ServiceKind } from '../constants';
import { BRAND } from '../content';
import { mailtoHref } from '../email';
import { actionName } from './actionName';
import { formatLongDate } from '../format';

/** Shared by every workshop page. */
export const workshopCommon = {
  yes: 'Yes',
  no: 'No',
  cancel: 'Cancel',
  saving: 'Saving…',
  retry: 'Retry',
  actions: 'Actions',
  /** What a refused change lists under its sentence: the bookings to move first, one line each as the server sends it. */
  bookingsToMove: 'Bookings to move first',
} as const;

export const CATALOGUE_FILTERS = ['all', ...SERVICE_KINDS] as const;
/** Which services the catalogue's table shows: all, or one kind. */
export type CatalogueFilter = (typeof CATALOGUE_FILTERS)[number];

export const catalogueContent = {
  title: 'Catalogue',
  lead: 'Every service the workshop offers, active or not. Customers see the active ones at once after a change.',
  readOnlyNote: 'Only an admin can change services and prices.',
  newService: 'New service',
  loading: 'Loading the catalogue…',
  loadFailed: 'The catalogue could not be loaded.',
  empty: 'No services yet.',
  tableCaption: 'Services',
  filterLabel: 'Show',
  filters: { all: 'All', service: 'Main services', addon: 'Add-ons' } satisfies Record<CatalogueFilter, string>,
  emptyFiltered: { all: 'No services yet.', service: 'No main services yet.', addon: 'No add-ons yet.' } satisfies Record<CatalogueFilter, string>,
  kinds: { service: 'Main service', addon: 'Add-on' } satisfies Record<ServiceKind, string>,
  columns: { name: 'Name', kind: 'Kind', category: 'Category', price: 'Price', originalPrice: 'Original price', duration: 'Duration', active: 'Active' },
  discount: (percent: number) => `${percent}% off`,
  noDiscount: 'No discount',
  active: 'Active',
  inactive: 'Inactive',
  edit: 'Edit',
  editLabel: (name: string): string => actionName(catalogueContent.edit, name),
  deactivate: 'Deactivate',
  deactivateLabel: (name: string): string => actionName(catalogueContent.deactivate, name),
  deactivateTitle: 'Deactivate service',
  deactivateText: (name: string) => `${name} will no longer be offered to customers. Bookings already made keep it. You can make it active again by editing it.`,
  confirmDeactivate: 'Yes, deactivate',
  deactivating: 'Deactivating…',
  deactivated: 'Service deactivated.',
  deactivateFailed: 'The service could not be deactivated.',
  newTitle: 'New service',
  editTitle: (name: string) => `Edit ${name}`,
  fields: {
    id: 'Id',
    name: 'Name',
    description: 'Description',
    category: 'Category',
    kind: 'Kind',
    price: 'Price (PKR)',
    originalPrice: 'Original price (PKR)',
    duration: 'Duration (minutes)',
    items: 'What it includes',
    itemId: 'Item id',
    itemName: 'Item name',
    active: 'Active (offered to customers)',
  },
  hints: {
    id: 'Lowercase letters, digits and hyphens; it cannot be changed later.',
    originalPrice: 'Optional. Set it above the price to show a discount.',
    duration: 'From 15 to 1440 minutes.',
    kind: 'An add-on is booked beside a main service: the same visit, the same bay, right after it.',
  },
  idFixed: 'The id cannot be changed.',
  originalPriceNotAbove: 'The original price must be above the price to show a discount.',
  itemsEmpty: 'No items yet.',
  addItem: 'Add item',
  removeItem: (position: number) => `Remove item ${position}`,
  itemLegend: (position: number) => `Item ${position}`,
  save: 'Save service',
  saved: 'Service saved.',
  saveFailed: 'The service could not be saved.',
} as const;

export const capacityContent = {
  title: 'Capacity',
  lead: 'How many cars the workshop takes at once, when it opens, how often a booking may start, and the days it does not open.',
  adminOnlyTitle: 'Only an admin can change the capacity',
  adminOnlyText: 'Ask an admin of the workshop to change the bays, the opening hours or the start times, or to close or reopen a date. The day board shows the bays and the closed days.',
  loading: 'Loading the capacity settings…',
  loadFailed: 'The capacity settings could not be loaded.',
  capacityHeading: 'Bays, start times and opening hours',
  fields: { bays: 'Bays', slotMinutes: 'Start times every', bufferMinutes: 'Cleanup after each booking', date: 'Date', note: 'Note' },
  hints: {
    bays: 'Cars worked on at the same time, from 1 to 50.',
    slotMinutes: 'A booking may start this often, counted from each opening.',
    bufferMinutes: 'A bay stays free this long after a booking ends.',
    note: 'Optional, e.g. Eid holiday.',
  },
  /** A choice of the start grid or the cleanup time. */
  minutes: (minutes: number) => (minutes === 0 ? 'None' : `${minutes} minutes`),
  hours: {
    heading: 'Opening hours',
    caption: 'Opening hours, Monday to Sunday',
    hint: 'A break is the time between two periods of a day, e.g. Friday 13:00–14:30.',
    columns: { weekday: 'Day', periods: 'Hours', closed: 'Closed' },
    /** 1 = Monday … 7 = Sunday, as the settings number them. */
    weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    /** "Friday opens"; a later period of the day: "Friday opens after break 1". */
    opensLabel: (weekday: string, period: number) => (period === 0 ? `${weekday} opens` : `${weekday} opens after break ${period}`),
    closesLabel: (weekday: string, period: number) => (period === 0 ? `${weekday} closes` : `${weekday} closes after break ${period}`),
    until: 'to',
    closedAllDay: 'Closed all day',
    closed: 'Closed',
    closedLabel: (weekday: string): string => actionName(capacityContent.hours.closed, weekday),
    addBreak: 'Add break',
    addBreakLabel: (weekday: string): string => actionName(capacityContent.hours.addBreak, weekday),
    remove: 'Remove',
    removeLabel: (weekday: string, period: number): string => actionName(capacityContent.hours.remove, `${weekday}, period ${period + 1}`),
    copyMonday: 'Copy Monday to every day',
  },
  saveCapacity: 'Save capacity and hours',
  capacitySaved: 'Capacity saved.',
  capacityFailed: 'The capacity could not be saved.',
  closedHeading: 'Closed dates',
  closedEmpty: 'No closed dates. The workshop opens every day.',
  closedCaption: 'Closed dates',
  columns: { date: 'Date', note: 'Note' },
  noNote: '—',
  closeHeading: 'Close a date',
  closeDate: 'Close date',
  closing: 'Closing…',
  closed: 'Date closed.',
  closeFailed: 'The date could not be closed.',
  reopen: 'Reopen',
  reopenLabel: (date: string): string => actionName(capacityContent.reopen, formatLongDate(date)),
  reopenTitle: 'Reopen date',
  reopenText: (date: string) => `Customers will be able to book ${formatLongDate(date)} again.`,
  confirmReopen: 'Yes, reopen',
  reopening: 'Reopening…',
  reopened: 'Date reopened.',
  reopenFailed: 'The date could not be reopened.',
} as const;

export const INBOX_FILTERS = ['all', 'unread', 'read'] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];

export const inboxContent = {
  title: 'Inbox',
  lead: 'Messages sent with the contact form, newest first.',
  filterLabel: 'Show messages',
  filters: { all: 'All', unread: 'Unread', read: 'Read' } satisfies Record<InboxFilter, string>,
  unreadCount: (count: number) => (count === 0 ? 'No unread messages' : `${count} unread message${count === 1 ? '' : 's'}`),
  loading: 'Loading messages…',
  loadFailed: 'The messages could not be loaded.',
  empty: { all: 'No messages yet.', unread: 'No unread messages.', read: 'No read messages.' } satisfies Record<InboxFilter, string>,
  from: 'From',
  email: 'Email',
  phone: 'Phone',
  service: 'Service',
  received: 'Received',
  unreadBadge: 'Unread',
  noPhone: 'Not given',
  markRead: 'Mark as read',
  markUnread: 'Mark as unread',
  markReadLabel: (name: string): string => actionName(inboxContent.markRead, name),
  markUnreadLabel: (name: string): string => actionName(inboxContent.markUnread, name),
  markedRead: 'Marked as read.',
  markedUnread: 'Marked as unread.',
  markFailed: 'The message could not be updated.',
  reply: 'Reply by email',
  replyLabel: (name: string): string => actionName(inboxContent.reply, name),
  replySubject: `Re: your message to ${BRAND}`,
  /** Links to the board's search for the sender's bookings (a customer file page comes later). */
  bookingsByEmail: 'Bookings by this e-mail',
  bookingsByEmailLabel: (name: string): string => actionName(inboxContent.bookingsByEmail, name),
  bookingsByPhone: 'Bookings by this phone',
  bookingsByPhoneLabel: (name: string): string => actionName(inboxContent.bookingsByPhone, name),
  pagingLabel: 'Pages',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const;

/** The reply link of a message: the sender's address and a subject naming the workshop. */
export const replyLink = (email: string) => mailtoHref(email, inboxContent.replySubject);

const receivedFormatter = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Karachi', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false });

/** "3 Dec 2026, 14:05" on the workshop's clock. */
export const formatReceived = (isoInstant: string) => receivedFormatter.format(new Date(isoInstant));

export const accountsContent = {
  title: 'Staff accounts',
  lead: 'Who can sign in to the console. A new member sets their own password at the first sign-in.',
  adminOnlyTitle: 'Only an admin can manage staff accounts',
  adminOnlyText: 'Ask an admin of the workshop to add, deactivate or reset an account.',
  loading: 'Loading staff accounts…',
  loadFailed: 'The staff accounts could not be loaded.',
  empty: 'No staff accounts yet.',
  tableCaption: 'Staff accounts',
  columns: { name: 'Name', email: 'Email', role: 'Role', active: 'Active', mustChange: 'Must change password' },
  /** Beside the signed-in admin's own name. */
  you: '(you)',
  add: 'Add staff member',
  addTitle: 'Add staff member',
  fields: { name: 'Name', email: 'Email', phone: 'Phone', role: 'Role', password: 'Temporary password' },
  hints: {
    phone: 'Optional, e.g. 03001234567.',
    password: 'Give it to the member in person; they must set a new one at the first sign-in.',
  },
  create: 'Add member',
  created: 'Staff member added.',
  createFailed: 'The staff member could not be added.',
  deactivate: 'Deactivate',
  deactivateLabel: (name: string): string => actionName(accountsContent.deactivate, name),
  deactivateTitle: 'Deactivate account',
  deactivateText: (name: string) => `${name} will be signed out and cannot sign in until the account is activated again.`,
  confirmDeactivate: 'Yes, deactivate',
  deactivated: 'Account deactivated.',
  deactivateFailed: 'The account could not be deactivated.',
  activate: 'Activate',
  activateLabel: (name: string): string => actionName(accountsContent.activate, name),
  workingLabel: (name: string): string => actionName(accountsContent.working, name),
  activated: 'Account activated.',
  activateFailed: 'The account could not be activated.',
  reset: 'Reset password',
  resetLabel: (name: string): string => actionName(accountsContent.reset, name),
  resetTitle: 'Reset password',
  resetText: (name: string) => `${name}'s password will be replaced by a temporary one, shown to you once.`,
  confirmReset: 'Yes, reset',
  resetDone: 'Password reset.',
  resetFailed: 'The password could not be reset.',
  working: 'Working…',
  temporaryTitle: 'Temporary password',
  temporaryLabel: 'Temporary password',
  temporaryText: (name: string) =>
    `${name} must set a new password at the next sign-in, and was also sent a mail with a link to set one. This password is shown only once.`,
  copy: 'Copy',
  copying: 'Copying…',
  copied: 'Copied to the clipboard.',
  copyFailed: 'It could not be copied: select the password and copy it.',
  done: 'Done',
} as const;
