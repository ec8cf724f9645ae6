// The profile's personal info (spec §2 Profile, §8; DESIGN deviation 2): loading → viewing ⇄ editing → saving.
// The draft lives in the context (with the current password, asked only to change the email address); toasts and
// the session's user refresh are injected with `profileMachine.provide({ actions })`.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { ApiError, serverMessageOf } from '../api/client';
import { getProfile, updateProfile } from '../api/profile';
import { messages } from '../domain/messages';
import { emailChanges, profileUpdateFor, validate, type ProfileUpdate } from '../domain/schemas';
import type { Profile } from '../domain/types';
import type { Notice } from './notice';

export const PROFILE_FIELDS = ['name', 'email', 'phone', 'address', 'city', 'state', 'zipCode'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
/** The form's fields: the profile's, and the current password (named as the server names it). */
export const PROFILE_FORM_FIELDS = [...PROFILE_FIELDS, 'current_password'] as const;
export type ProfileFormField = (typeof PROFILE_FORM_FIELDS)[number];
export type ProfileFieldErrors = Partial<Record<ProfileFormField, string>>;

export type ProfileEvent =
  | { type: 'profile.retry' }
  | { type: 'profile.edit' }
  | { type: 'profile.change'; field: ProfileFormField; value: string }
  | { type: 'profile.save' }
  | { type: 'profile.cancel' };

export interface ProfileContext {
  /** What the server has stored. */
  profile: Profile | null;
  /** The edit form's values. */
  draft: Profile;
  /** Typed only when the draft's email differs from the stored one; sent only then. */
  currentPassword: string;
  fieldErrors: ProfileFieldErrors;
  /** Why loading failed. */
  loadError: string | null;
  /** The server's sentence about a refused save, shown above the form. */
  saveError: string | null;
}


export const emptyProfile: Profile = { name: '', email: '', phone: '', address: '', city: '', state: '', zipCode: '' };

const isField = (field: string): field is ProfileFormField => (PROFILE_FORM_FIELDS as readonly string[]).includes(field);

/** The errors without `field`'s; the same object when it had none, so the form does not see a new set of errors. */
const withoutError = (errors: ProfileFieldErrors, field: ProfileFormField): ProfileFieldErrors => {
  if (!(field in errors)) return errors;
  const { [field]: _cleared, ...rest } = errors;
  return rest;
};

const firstTexts = (errors: Record<string, string[]>): ProfileFieldErrors => {
  const result: ProfileFieldErrors = {};
  for (const [field, texts] of Object.entries(errors)) if (isField(field) && texts[0]) result[field] = texts[0];
  return result;
};

/** True when saving the draft changes the email address, which needs the current password. */
export const asksCurrentPassword = (context: Pick<ProfileContext, 'draft' | 'profile'>) =>
  context.profile !== null && emailChanges(context.draft.email, context.profile.email);

/** The same checks the server runs on PUT /auth/profile/. */
export const profileFieldErrorsOf = (context: Pick<ProfileContext, 'draft' | 'profile' | 'currentPassword'>): ProfileFieldErrors => {
  const result = validate(profileUpdateFor(context.profile?.email ?? ''), { ...context.draft, current_password: context.currentPassword });
  return result.ok ? {} : firstTexts(result.errors);
};

const trimmed = (draft: Profile): Profile => ({
  name: draft.name.trim(),
  email: draft.email.trim(),
  phone: draft.phone.trim(),
  address: draft.address.trim(),
  city: draft.city.trim(),
  state: draft.state.trim(),
  zipCode: draft.zipCode.trim(),
});

/** What Save sends: the trimmed details, and the current password only with a new email address. */
const changesToSave = (context: ProfileContext): ProfileUpdate =>
  asksCurrentPassword(context) ? { ...trimmed(context.draft), current_password: context.currentPassword } : trimmed(context.draft);

export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    tags: {} as 'busy',
  },
  actors: {
    loadProfile: fromPromise<Profile>(({ signal }) => getProfile(signal)),
    saveProfile: fromPromise<Profile, ProfileUpdate>(({ input, signal }) => updateProfile(input, signal)),
  },
  actions: {
    // Side effects: no-ops here, provided by the page (and by tests).
    notify: (_, _params: Notice) => {},
    /** The session shows the customer's name and email in the header; the page refreshes it from here. */
    announceSaved: (_, _params: { profile: Profile }) => {},
    startEditing: assign(({ context }) => ({ draft: context.profile ?? emptyProfile, currentPassword: '', fieldErrors: {}, saveError: null })),
    change: assign(({ context, event }) => {
      if (event.type !== 'profile.change') return {};
      const fieldErrors = withoutError(context.fieldErrors, event.field);
      if (event.field === 'current_password') return { currentPassword: event.value, fieldErrors };
      const draft = { ...context.draft, [event.field]: event.value };
      // The saved address again: the password field goes away, and so does its error.
      return { draft, fieldErrors: asksCurrentPassword({ draft, profile: context.profile }) ? fieldErrors : withoutError(fieldErrors, 'current_password') };
    }),
    showFieldErrors: assign({ fieldErrors: ({ context }) => profileFieldErrorsOf(context) }),
    discardDraft: assign(({ context }) => ({ draft: context.profile ?? emptyProfile, currentPassword: '', fieldErrors: {}, saveError: null })),
  },
  guards: {
    isDraftValid: ({ context }) => Object.keys(profileFieldErrorsOf(context)).length === 0,
  },
}).createMachine({
  id: 'profile',
  context: { profile: null, draft: emptyProfile, currentPassword: '', fieldErrors: {}, loadError: null, saveError: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadProfile',
        onDone: { target: 'viewing', actions: assign({ profile: ({ event }) => event.output, draft: ({ event }) => event.output, loadError: null }) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => serverMessageOf(event.error) ?? messages.profile.loadFailed }) },
      },
    },
    failed: {
      on: { 'profile.retry': 'loading' },
    },
    viewing: {
      on: { 'profile.edit': { target: 'editing', actions: 'startEditing' } },
    },
    editing: {
      on: {
        'profile.change': { actions: 'change' },
        'profile.cancel': { target: 'viewing', actions: 'discardDraft' },
        'profile.save': [{ guard: 'isDraftValid', target: 'saving', actions: assign({ saveError: null }) }, { actions: 'showFieldErrors' }],
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        src: 'saveProfile',
        input: ({ context }) => changesToSave(context),
        onDone: {
          target: 'viewing',
          actions: [
            assign({ profile: ({ event }) => event.output, draft: ({ event }) => event.output, currentPassword: '', fieldErrors: {}, saveError: null }),
            { type: 'announceSaved', params: ({ event }) => ({ profile: event.output }) },
            { type: 'notify', params: { kind: 'success', message: messages.profile.updated } },
          ],
        },
        onError: {
          target: 'editing',
          actions: [
            assign({
              fieldErrors: ({ event }) => (event.error instanceof ApiError ? firstTexts(event.error.fieldErrors) : {}),
              saveError: ({ event }) => serverMessageOf(event.error),
            }),
            { type: 'notify', params: { kind: 'error', message: messages.profile.updateFailed } },
          ],
        },
      },
    },
  },
});

export type ProfileSnapshot = SnapshotFrom<typeof profileMachine>;
