// Copy of the add-ons in the console: a booking's items on its page with "Add an add-on" and "Remove", and the desk
// dialog's add-on choice. The server's own sentences (an add-on added, a refusal) are shown as they come.
import { actionName } from './actionName';

export const bookingAddonsContent = {
  title: 'Services of this visit',
  caption: 'Services of this visit, with their prices and minutes',
  columns: { service: 'Service', kind: 'Kind', price: 'Price', minutes: 'Minutes' },
  mainService: 'Main service',
  addon: 'Add-on',
  total: 'Total',
  addLabel: 'Add an add-on',
  choose: 'Choose an add-on',
  /** An add-on as the select offers it: name, price and length. */
  option: (name: string, price: string, length: string) => `${name} — ${price}, ${length}`,
  add: 'Add',
  adding: 'Adding…',
  added: 'Add-on added.',
  remove: 'Remove',
  removeLabel: (name: string): string => actionName(bookingAddonsContent.remove, name),
  removing: 'Removing…',
  removed: 'Add-on removed.',
  refused: 'The add-ons could not be changed.',
  loading: 'Loading the add-ons…',
  loadFailed: 'The add-ons could not be loaded.',
  retry: 'Retry',
  noneLeft: 'Every add-on is in this visit already.',
  full: (max: number) => `A visit can have at most ${max} add-ons.`,
  /** Why an unchangeable booking offers no Add or Remove. */
  locked: 'Add-ons can be changed on an unpaid booking that has not started.',
} as const;

export const deskAddonsContent = {
  legend: 'Add-ons',
  hint: (max: number) => `Optional, up to ${max}. The free times fit the whole visit.`,
  /** A checkbox's label: name, price and length, as the service select reads. */
  option: (name: string, price: string, minutes: number) => `${name} (${price}, ${minutes} min)`,
  /** The whole visit: the service and its add-ons. */
  summary: (total: string, minutes: number) => `Visit: ${total}, ${minutes} min`,
  loadFailed: 'The add-ons could not be loaded: the booking can be made without them.',
  full: (max: number) => `At most ${max} add-ons.`,
} as const;
