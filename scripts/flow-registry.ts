// Every statechart of the app, with a one-line summary for its diagram page.
import type { AnyStateMachine } from 'xstate';
import { bookingWizardMachine } from '../src/machines/bookingWizard';
import { contactMachine } from '../src/machines/contact';
import { myBookingsMachine } from '../src/machines/myBookings';
import { paymentMachine } from '../src/machines/payment';
import { payNowMachine } from '../src/machines/payNow';
import { profileMachine } from '../src/machines/profile';
import { createResourceMachine } from '../src/machines/resource';
import { sessionMachine } from '../src/machines/session';
import { vehiclesMachine } from '../src/machines/vehicles';
import { invoiceDownloadMachine } from '../src/views/invoice/invoiceDownload';
import { flowDocument } from './flow-diagram';

const flows: Array<{ name: string; summary: string; machine: AnyStateMachine }> = [
  {
    name: 'session',
    summary: 'Restore the stored customer, verify with the server, log in, register, log out, and sign out on any authentication failure.',
    machine: sessionMachine,
  },
  {
    name: 'bookingWizard',
    summary: 'The four-step booking wizard: service, vehicle, date, review and confirm.',
    machine: bookingWizardMachine,
  },
  {
    name: 'myBookings',
    summary: 'My Bookings: load and filter the list; cancel, reschedule and rate through their dialogs.',
    machine: myBookingsMachine,
  },
  {
    name: 'payment',
    summary: 'The checkout: pick a method and fill its form, then processing, success (2 s, then the confirmation) or failure with Try Again.',
    machine: paymentMachine,
  },
  {
    name: 'payNow',
    summary: '"Pay now" on a booking: straight to the checkout when the page has the booking, else load it (busy) first; a failed load is told and the button is ready again.',
    machine: payNowMachine,
  },
  {
    name: 'contact',
    summary: 'The contact form: idle, sending, then a confirmation that replaces the form, or an error.',
    machine: contactMachine,
  },
  {
    name: 'profile',
    summary: 'Profile personal info: load, view, edit with validation, save (or back to editing with the errors), cancel restores the saved values.',
    machine: profileMachine,
  },
  {
    name: 'vehicles',
    summary: 'My Vehicles on the profile: load the list; the add panel and the remove (confirmed) / set-default actions run side by side.',
    machine: vehiclesMachine,
  },
  {
    name: 'invoiceDownload',
    summary: "The invoice's Download PDF button: idle, downloading (busy), then a success or failure toast and idle again.",
    machine: invoiceDownloadMachine,
  },
  {
    name: 'resource',
    summary: 'How every list or detail screen loads: loading, then loaded, empty or error with retry.',
    machine: createResourceMachine<unknown>(),
  },
];

export const flowDocuments = () => flows.map(({ name, summary, machine }) => ({ file: `${name}.md`, content: flowDocument(name, summary, machine) }));
