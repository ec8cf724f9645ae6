// Every statechart of the app, with a one-line summary for its diagram page.
import type { AnyStateMachine } from 'xstate';
import { bookingWizardMachine } from '../src/machines/bookingWizard';
import { contactMachine } from '../src/machines/contact';
import { myBookingsMachine } from '../src/machines/myBookings';
import { createResourceMachine } from '../src/machines/resource';
import { sessionMachine } from '../src/machines/session';
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
    name: 'contact',
    summary: 'The contact form: idle, sending, then a confirmation that replaces the form, or an error.',
    machine: contactMachine,
  },
  {
    name: 'resource',
    summary: 'How every list or detail screen loads: loading, then loaded, empty or error with retry.',
    machine: createResourceMachine<unknown>(),
  },
];

export const flowDocuments = () => flows.map(({ name, summary, machine }) => ({ file: `${name}.md`, content: flowDocument(name, summary, machine) }));
