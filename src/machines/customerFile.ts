// One customer's card in the console (/staff/customers/:id): load the file (contact details, staff notes, cars,
// every booking, totals), not found or an error with retry; beside it, editing the contact details and notes (checked
// with the shared schema, only what changed is sent, the server's refusal kept in the form) and "New booking for this
// customer" (the desk's booking chart, started with the customer chosen), after which the file is read again. Only an
// admin changes the e-mail address (password-reset links go to it): for staff the chart keeps it as it was.
import { assign, fromPromise, raise, setup, type SnapshotFrom } from 'xstate';
import { ApiError, serverMessageOf } from '../api/client';
import { fetchCustomer, updateCustomer } from '../api/customers';
import { customerFileContent as content } from '../domain/console/deskContent';
import type { CustomerFile, CustomerUpdateRequest } from '../domain/desk';
import { CustomerUpdatePayload } from '../domain/deskSchemas';
import { deskBookingMachine, type DeskBookingInput } from './deskBooking';
import { chosenCustomerOf } from './deskBookingForm';
import { fieldErrorsOf, fieldErrorsOfFailure, withoutFieldError, type FieldErrorsOf } from './formErrors';
import type { Notice } from './notice';

export const CUSTOMER_EDIT_FIELDS = ['full_name', 'phone', 'email', 'notes'] as const;
export type CustomerEditField = (typeof CUSTOMER_EDIT_FIELDS)[number];
export type CustomerEditValues = Record<CustomerEditField, string>;

const valuesOf = (file: CustomerFile): CustomerEditValues => ({ full_name: file.full_name, phone: file.phone, email: file.email ?? '', notes: file.notes });

/** Only what the desk changed: an account's sign-in address left as it is is not sent again. */
export function customerChangesOf(file: CustomerFile | null, values: CustomerEditValues): CustomerUpdateRequest {
  const before = file ? valuesOf(file) : null;
  const changed = (field: CustomerEditField) => before === null || values[field].trim() !== before[field].trim();
  return {
    ...(changed('full_name') ? { full_name: values.full_name } : {}),
    ...(changed('phone') ? { phone: values.phone } : {}),
    ...(changed('email') ? { email: values.email.trim() || null } : {}),
    ...(changed('notes') ? { notes: values.notes } : {}),
  };
}
const editErrorsOf = (context: CustomerFileContext) => fieldErrorsOf(CustomerUpdatePayload, customerChangesOf(context.customer, context.values), CUSTOMER_EDIT_FIELDS);

export interface CustomerFileContext {
  customerId: string;
  /** An admin's console: the e-mail address may be changed (the server refuses staff with 403). */
  canChangeEmail: boolean;
  customer: CustomerFile | null;
  loadError: string | null;
  values: CustomerEditValues;
  fieldErrors: FieldErrorsOf<CustomerEditField>;
  formError: string | null;
  rejectedSubmits: number;
}

export type CustomerFileEvent =
  | { type: 'file.retry' }
  | { type: 'file.reload' }
  | { type: 'file.edit' }
  | { type: 'file.change'; field: CustomerEditField; value: string }
  | { type: 'file.save' }
  | { type: 'file.dismiss' }
  | { type: 'file.newBooking' };

const EMPTY_VALUES: CustomerEditValues = { full_name: '', phone: '', email: '', notes: '' };
const CLOSED_FORM = { values: EMPTY_VALUES, fieldErrors: {}, formError: null } satisfies Partial<CustomerFileContext>;

export const customerFileMachine = setup({
  types: {
    context: {} as CustomerFileContext,
    events: {} as CustomerFileEvent,
    input: {} as { customerId: string; canChangeEmail: boolean },
    tags: {} as 'loading' | 'busy',
    children: {} as { deskBooking: 'deskBooking' },
  },
  actors: {
    loadFile: fromPromise<CustomerFile, { customerId: string }>(({ input, signal }) => fetchCustomer(input.customerId, signal)),
    saveCustomer: fromPromise<{ message: string; customer: CustomerFile }, { customerId: string; changes: CustomerUpdateRequest }>(({ input, signal }) =>
      updateCustomer(input.customerId, input.changes, signal),
    ),
    deskBooking: deskBookingMachine,
  },
  actions: {
    // Side effect: a no-op here, provided by the page with `useFlowEffects`.
    notify: (_, _params: Notice) => {},
    requestReload: raise({ type: 'file.reload' }),
    assignFile: assign({ customer: (_, { file }: { file: CustomerFile }) => file, loadError: null }),
    showLoadError: assign({ loadError: (_, { error }: { error: unknown }) => serverMessageOf(error) ?? content.loadFailed }),
    openForm: assign(({ context }) => ({ ...CLOSED_FORM, values: context.customer ? valuesOf(context.customer) : EMPTY_VALUES, rejectedSubmits: 0 })),
    closeForm: assign(CLOSED_FORM),
    change: assign(({ context }, { field, value }: { field: CustomerEditField; value: string }) => ({
      values: { ...context.values, [field]: value },
      fieldErrors: withoutFieldError(context.fieldErrors, field),
    })),
    showFormErrors: assign(({ context }) => ({ fieldErrors: editErrorsOf(context), formError: null, rejectedSubmits: context.rejectedSubmits + 1 })),
    showRefusal: assign((_, { error }: { error: unknown }) => ({
      fieldErrors: fieldErrorsOfFailure(error, CUSTOMER_EDIT_FIELDS),
      formError: serverMessageOf(error) ?? content.saveFailed,
    })),
  },
  guards: {
    isNotFound: (_, { error }: { error: unknown }) => error instanceof ApiError && error.status === 404,
    isFormValid: ({ context }) => Object.keys(editErrorsOf(context)).length === 0,
    hasChanged: (_, { message }: { message: string | null }) => message !== null,
    mayChange: ({ context }, { field }: { field: CustomerEditField }) => field !== 'email' || context.canChangeEmail,
  },
}).createMachine({
  id: 'customerFile',
  type: 'parallel',
  context: ({ input }) => ({ customerId: input.customerId, canChangeEmail: input.canChangeEmail, customer: null, loadError: null, ...CLOSED_FORM, rejectedSubmits: 0 }),
  states: {
    file: {
      initial: 'loading',
      states: {
        loading: {
          tags: 'loading',
          invoke: {
            src: 'loadFile',
            input: ({ context }) => ({ customerId: context.customerId }),
            onDone: { target: 'loaded', actions: { type: 'assignFile', params: ({ event }) => ({ file: event.output }) } },
            onError: [
              { guard: { type: 'isNotFound', params: ({ event }) => event }, target: 'notFound' },
              { target: 'failed', actions: { type: 'showLoadError', params: ({ event }) => event } },
            ],
          },
        },
        notFound: {},
        failed: { on: { 'file.retry': 'loading' } },
        loaded: {
          initial: 'shown',
          on: { 'file.reload': '.refreshing' },
          states: {
            shown: {},
            // the card stays while it is read again; a failed read keeps it as it was
            refreshing: {
              invoke: {
                src: 'loadFile',
                input: ({ context }) => ({ customerId: context.customerId }),
                onDone: { target: 'shown', actions: { type: 'assignFile', params: ({ event }) => ({ file: event.output }) } },
                onError: 'shown',
              },
            },
          },
        },
      },
    },
    action: {
      initial: 'idle',
      states: {
        idle: { on: { 'file.edit': { target: 'editing', actions: 'openForm' }, 'file.newBooking': 'booking' } },
        editing: {
          initial: 'filling',
          states: {
            filling: {
              on: {
                'file.change': { guard: { type: 'mayChange', params: ({ event }) => event }, actions: { type: 'change', params: ({ event }) => event } },
                'file.save': [{ guard: 'isFormValid', target: 'saving', actions: assign({ formError: null }) }, { actions: 'showFormErrors' }],
                'file.dismiss': { target: '#customerFile.action.idle', actions: 'closeForm' },
              },
            },
            saving: {
              tags: 'busy',
              invoke: {
                src: 'saveCustomer',
                input: ({ context }) => ({ customerId: context.customerId, changes: customerChangesOf(context.customer, context.values) }),
                onDone: {
                  target: '#customerFile.action.idle',
                  actions: [
                    { type: 'assignFile', params: ({ event }) => ({ file: event.output.customer }) },
                    { type: 'notify', params: ({ event }) => ({ kind: 'success' as const, message: event.output.message || content.savedFallback }) },
                    'closeForm',
                  ],
                },
                onError: { target: 'filling', actions: { type: 'showRefusal', params: ({ event }) => event } },
              },
            },
          },
        },
        booking: {
          invoke: {
            id: 'deskBooking',
            src: 'deskBooking',
            input: ({ context }): DeskBookingInput => ({ mode: 'booking', customer: context.customer ? chosenCustomerOf(context.customer) : null }),
            onDone: [
              {
                guard: { type: 'hasChanged', params: ({ event }) => event.output },
                target: 'idle',
                actions: [{ type: 'notify', params: ({ event }) => ({ kind: 'success' as const, message: event.output.message ?? '' }) }, 'requestReload'],
              },
              { target: 'idle' },
            ],
            onError: 'idle',
          },
        },
      },
    },
  },
});

export type CustomerFileSnapshot = SnapshotFrom<typeof customerFileMachine>;
