// The Create Account form (spec §5 Register): the values as typed (the phone formatted as it is typed), field
// errors from the shared schema, and, once they pass, the registration handed to the session, which calls the
// server and signs the customer in (the form shows the session's error, busy state and the server's field errors).
import { assign, sendTo, setup, type SnapshotFrom } from 'xstate';
import type { RegisterDetails } from '../domain/session';
import { RegisterForm } from '../domain/schemas';
import { fieldErrorsOf, withoutFieldError, type FieldErrorsOf } from './formErrors';
import { typedPhone } from './phoneInput';
import type { SessionEventTarget } from './session';

export const REGISTER_FIELDS = ['fullName', 'email', 'phone', 'password', 'confirmPassword'] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];
export type RegisterValues = Record<RegisterField, string>;
export type RegisterFieldErrors = FieldErrorsOf<RegisterField>;

export interface RegisterInput {
  session: SessionEventTarget;
}

export interface RegisterContext extends RegisterInput {
  values: RegisterValues;
  fieldErrors: RegisterFieldErrors;
  /** Counts submits refused by validation, so the page can move focus to the first invalid field each time. */
  rejectedSubmits: number;
}

export type RegisterEvent = { type: 'register.change'; field: RegisterField; value: string } | { type: 'register.submit' };

export const emptyRegisterValues: RegisterValues = { fullName: '', email: '', phone: '', password: '', confirmPassword: '' };

export const registerFieldErrorsOf = (values: RegisterValues): RegisterFieldErrors => fieldErrorsOf(RegisterForm, values, REGISTER_FIELDS);

/** What the session registers: the details as the schema reads them (trimmed), without the repeated password. */
const detailsOf = (values: RegisterValues): RegisterDetails => ({
  fullName: values.fullName.trim(),
  email: values.email.trim(),
  phone: values.phone.trim(),
  password: values.password,
});

export const registerMachine = setup({
  types: {
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
    input: {} as RegisterInput,
  },
  actions: {
    // A failure shown on an earlier visit does not greet this one.
    dismissSessionError: sendTo(({ context }) => context.session, { type: 'session.dismissError' as const }),
    change: assign(({ context }, params: { field: RegisterField; value: string }) => ({
      values: { ...context.values, [params.field]: params.field === 'phone' ? typedPhone(context.values.phone, params.value) : params.value },
      fieldErrors: withoutFieldError(context.fieldErrors, params.field),
    })),
    showFieldErrors: assign(({ context }) => ({ fieldErrors: registerFieldErrorsOf(context.values), rejectedSubmits: context.rejectedSubmits + 1 })),
    register: sendTo(
      ({ context }) => context.session,
      ({ context }) => ({ type: 'session.register' as const, details: detailsOf(context.values) }),
    ),
  },
  guards: {
    isValid: ({ context }) => Object.keys(registerFieldErrorsOf(context.values)).length === 0,
  },
}).createMachine({
  id: 'register',
  context: ({ input }) => ({ session: input.session, values: emptyRegisterValues, fieldErrors: {}, rejectedSubmits: 0 }),
  entry: 'dismissSessionError',
  on: {
    'register.change': { actions: { type: 'change', params: ({ event }) => event } },
    'register.submit': [{ guard: 'isValid', actions: [assign({ fieldErrors: {} }), 'register'] }, { actions: 'showFieldErrors' }],
  },
});

export type RegisterSnapshot = SnapshotFrom<typeof registerMachine>;
