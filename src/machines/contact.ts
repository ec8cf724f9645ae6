// The contact form (spec §4 "Contact form"): idle → sending → success | error.
// The form's values live in the context, so the page only renders the state and sends events.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { ApiError, serverMessageOf } from '../api/client';
import { sendContactMessage, type ContactAnswer, type ContactRequest } from '../api/contact';
import { contactSuccessMessage } from '../domain/contactContent';
import { messages } from '../domain/messages';
import { ContactPayload, validate } from '../domain/schemas';

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'service', 'message', 'website'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

export type ContactEvent =
  | { type: 'contact.change'; field: ContactField; value: string }
  | { type: 'contact.submit'; values?: Partial<ContactValues> }
  | { type: 'contact.retry' }
  | { type: 'contact.reset' };

export interface ContactContext {
  values: ContactValues;
  fieldErrors: ContactFieldErrors;
  error: string | null;
  confirmation: string | null;
}

export const emptyContactValues: ContactValues = { name: '', email: '', phone: '', service: '', message: '', website: '' };

const isField = (field: string): field is ContactField => (CONTACT_FIELDS as readonly string[]).includes(field);

/** The first text per field, from the shared schema's errors or the server's. */
const firstTexts = (errors: Record<string, string[]>): ContactFieldErrors => {
  const result: ContactFieldErrors = {};
  for (const [field, texts] of Object.entries(errors)) if (isField(field) && texts[0]) result[field] = texts[0];
  return result;
};

export const contactFieldErrorsOf = (values: ContactValues): ContactFieldErrors => {
  const result = validate(ContactPayload, values);
  return result.ok ? {} : firstTexts(result.errors);
};

const withSubmitted = (values: ContactValues, event: ContactEvent) => (event.type === 'contact.submit' ? { ...values, ...event.values } : values);

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
    events: {} as ContactEvent,
    tags: {} as 'busy',
  },
  actors: {
    sendContact: fromPromise<ContactAnswer, ContactRequest>(({ input, signal }) => sendContactMessage(input, signal)),
  },
  actions: {
    takeSubmitted: assign({ values: ({ context, event }) => withSubmitted(context.values, event), fieldErrors: {}, error: null }),
    showFieldErrors: assign({ fieldErrors: ({ context }) => contactFieldErrorsOf(context.values) }),
    change: assign(({ context, event }) => {
      if (event.type !== 'contact.change') return {};
      const { [event.field]: _cleared, ...fieldErrors } = context.fieldErrors;
      return { values: { ...context.values, [event.field]: event.value }, fieldErrors };
    }),
    clearError: assign({ error: null }),
  },
  guards: {
    isValid: ({ context, event }) => Object.keys(contactFieldErrorsOf(withSubmitted(context.values, event))).length === 0,
  },
}).createMachine({
  id: 'contact',
  context: { values: emptyContactValues, fieldErrors: {}, error: null, confirmation: null },
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
          actions: assign({ values: emptyContactValues, fieldErrors: {}, error: null, confirmation: ({ event }) => event.output.message || contactSuccessMessage }),
        },
        onError: {
          target: 'error',
          actions: assign({
            error: ({ event }) => sendFailureText(event.error),
            fieldErrors: ({ event }) => (event.error instanceof ApiError ? firstTexts(event.error.fieldErrors) : {}),
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
