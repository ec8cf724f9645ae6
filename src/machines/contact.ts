// The contact form (spec §4 "Contact form"): idle → sending → success | error, beside the catalogue's service names
// for the Service select (just "General enquiry" when they cannot be read).
// The form's values live in the context, so the page only renders the state and sends events. A signed-in customer
// finds their name and e-mail filled in at once (from the session) and their phone once the profile answers; every
// field stays editable, and what they have typed is never overwritten.
import { assign, fromPromise, not, setup, spawnChild, type DoneActorEvent, type ErrorActorEvent, type SnapshotFrom } from 'xstate';
import { serverMessageOf } from '../api/client';
import { sendContactMessage, type ContactAnswer, type ContactRequest } from '../api/contact';
import { getProfile } from '../api/profile';
import { listServices } from '../api/services';
import { contactContent } from '../domain/contactContent';
import { messages } from '../domain/messages';
import { ContactPayload } from '../domain/schemas';
import type { Profile, Service } from '../domain/types';
import { fieldErrorsOf, fieldErrorsOfFailure, withoutFieldError, type FieldErrorsOf } from './formErrors';

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'service', 'message', 'website'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactFieldErrors = FieldErrorsOf<ContactField>;

/** The customer's details the form is filled in with. */
export type CustomerDetails = Partial<Pick<ContactValues, 'name' | 'email' | 'phone'>>;

export type ContactEvent =
  | { type: 'contact.signedIn'; customer: { name: string; email: string } }
  | { type: 'contact.change'; field: ContactField; value: string }
  | { type: 'contact.submit'; values?: Partial<ContactValues> }
  | { type: 'contact.retry' }
  | { type: 'contact.reset' };

/** The profile's answer, from the child that asks for it once the customer is known. */
type CustomerDetailsAnswer = DoneActorEvent<Profile, 'customerDetails'> | ErrorActorEvent<unknown, 'customerDetails'>;

export interface ContactContext {
  /** The catalogue's service names, offered after "General enquiry". */
  serviceNames: string[];
  /** The signed-in customer's details (null for a visitor): a new message starts from them. */
  customer: CustomerDetails | null;
  values: ContactValues;
  fieldErrors: ContactFieldErrors;
  error: string | null;
  confirmation: string | null;
}

export const emptyContactValues: ContactValues = { name: '', email: '', phone: '', service: '', message: '', website: '' };

export const contactFieldErrorsOf = (values: ContactValues): ContactFieldErrors => fieldErrorsOf(ContactPayload, values, CONTACT_FIELDS);

/** Each service name once, in the catalogue's order. */
const serviceNamesOf = (services: ReadonlyArray<{ name: string }>) => [...new Set(services.map((service) => service.name))];

/** The customer's details in the fields still empty: what the customer typed stays. */
const filledIn = (values: ContactValues, details: CustomerDetails): ContactValues => {
  const filled = { ...values };
  for (const [field, value] of Object.entries(details) as [keyof CustomerDetails, string | undefined][]) {
    if (value && filled[field] === '') filled[field] = value;
  }
  return filled;
};

const detailsOfProfile = (profile: Profile): CustomerDetails => ({ name: profile.name, email: profile.email, phone: profile.phone });

/** A fresh form: empty for a visitor, the customer's details for a signed-in customer. */
const freshValues = (customer: CustomerDetails | null) => filledIn(emptyContactValues, customer ?? {});

const withSubmitted = (values: ContactValues, event: ContactEvent | CustomerDetailsAnswer) => (event.type === 'contact.submit' ? { ...values, ...event.values } : values);

const toRequest = (values: ContactValues): ContactRequest => ({
  name: values.name.trim(),
  email: values.email.trim(),
  phone: values.phone.trim(),
  service: values.service,
  message: values.message.trim(),
  website: values.website,
});

export const sendFailureText = (error: unknown) => serverMessageOf(error) ?? messages.contact.sendFailed;

export const contactMachine = setup({
  types: {
    context: {} as ContactContext,
    events: {} as ContactEvent | CustomerDetailsAnswer,
    tags: {} as 'busy',
  },
  actors: {
    loadServices: fromPromise<Service[]>(({ signal }) => listServices({ signal })),
    loadCustomerDetails: fromPromise<Profile>(({ signal }) => getProfile(signal)),
    sendContact: fromPromise<ContactAnswer, ContactRequest>(({ input, signal }) => sendContactMessage(input, signal)),
  },
  actions: {
    fillInCustomer: assign(({ context }, details: CustomerDetails) => ({
      customer: { ...context.customer, ...details },
      values: filledIn(context.values, details),
    })),
    takeSubmitted: assign({ values: ({ context, event }) => withSubmitted(context.values, event), fieldErrors: {}, error: null }),
    showFieldErrors: assign({ fieldErrors: ({ context }) => contactFieldErrorsOf(context.values) }),
    change: assign(({ context, event }) => {
      if (event.type !== 'contact.change') return {};
      return { values: { ...context.values, [event.field]: event.value }, fieldErrors: withoutFieldError(context.fieldErrors, event.field) };
    }),
    clearError: assign({ error: null }),
  },
  guards: {
    isSignedIn: ({ context }) => context.customer !== null,
    isValid: ({ context, event }) => Object.keys(contactFieldErrorsOf(withSubmitted(context.values, event))).length === 0,
  },
}).createMachine({
  id: 'contact',
  context: { serviceNames: [], customer: null, values: emptyContactValues, fieldErrors: {}, error: null, confirmation: null },
  // The names load while the form is in use, whatever state it is in.
  invoke: {
    src: 'loadServices',
    onDone: { actions: assign({ serviceNames: ({ event }) => serviceNamesOf(event.output) }) },
    // Unreadable catalogue: the select offers just "General enquiry".
    onError: { actions: assign({ serviceNames: [] }) },
  },
  // The session may be known only after the page opened (it is verified first): the customer is filled in then.
  on: {
    'contact.signedIn': {
      guard: not('isSignedIn'),
      actions: [{ type: 'fillInCustomer', params: ({ event }) => event.customer }, spawnChild('loadCustomerDetails', { id: 'customerDetails' })],
    },
    'xstate.done.actor.customerDetails': { actions: { type: 'fillInCustomer', params: ({ event }) => detailsOfProfile(event.output) } },
    // The profile could not be read: the phone stays for the customer to type.
    'xstate.error.actor.customerDetails': {},
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'contact.change': { actions: 'change' },
        'contact.submit': [
          { guard: 'isValid', target: 'sending', actions: 'takeSubmitted' },
          { actions: ['takeSubmitted', 'showFieldErrors'] },
        ],
      },
    },
    sending: {
      tags: 'busy',
      invoke: {
        src: 'sendContact',
        input: ({ context }) => toRequest(context.values),
        onDone: {
          target: 'success',
          // Spec §4: the fields are cleared once the message is sent.
          actions: assign({
            values: ({ context }) => freshValues(context.customer),
            fieldErrors: {},
            error: null,
            confirmation: ({ event }) => event.output.message || contactContent.successMessage,
          }),
        },
        onError: {
          target: 'error',
          actions: assign({
            error: ({ event }) => sendFailureText(event.error),
            fieldErrors: ({ event }) => fieldErrorsOfFailure(event.error, CONTACT_FIELDS),
          }),
        },
      },
    },
    success: {
      on: {
        'contact.reset': { target: 'idle', actions: assign({ confirmation: null }) },
      },
    },
    error: {
      on: {
        'contact.retry': { target: 'idle', actions: 'clearError' },
        'contact.change': { target: 'idle', actions: ['change', 'clearError'] },
        'contact.submit': [
          { guard: 'isValid', target: 'sending', actions: 'takeSubmitted' },
          { target: 'idle', actions: ['takeSubmitted', 'showFieldErrors'] },
        ],
      },
    },
  },
});

export type ContactSnapshot = SnapshotFrom<typeof contactMachine>;
