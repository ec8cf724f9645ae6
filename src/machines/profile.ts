// The profile's personal info (spec §2 Profile, §8; DESIGN deviation 2): loading → viewing ⇄ editing → saving.
// The draft lives in the context (with the current password, asked only to change the email address); a saved
// name or email goes to the session, which shows them in the header.
import { assign, enqueueActions, fromPromise, sendTo, setup, type SnapshotFrom } from 'xstate';
import { unlessAborted } from './abortedCalls';
import { serverMessageOf } from '../api/client';
import { getProfile, updateProfile } from '../api/profile';
import { messages } from '../domain/messages';
import { emailChanges, profileUpdateFor, type ProfileUpdate } from '../domain/schemas';
import type { Profile } from '../domain/types';
import { fieldErrorsOf, fieldErrorsOfFailure, withoutFieldError, type FieldErrorsOf } from './formErrors';
import { notify, type Notice } from './notice';
import type { PhoneChannelEventTarget } from './phoneChannel';
import { typedPhone } from './phoneInput';
import type { SessionEventTarget } from './session';

export const PROFILE_FIELDS = ['name', 'email', 'phone', 'address', 'city', 'state', 'zipCode'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
/** The form's fields: the profile's, and the current password (named as the server names it). */
export const PROFILE_FORM_FIELDS = [...PROFILE_FIELDS, 'current_password'] as const;
export type ProfileFormField = (typeof PROFILE_FORM_FIELDS)[number];
export type ProfileFieldErrors = FieldErrorsOf<ProfileFormField>;

export type ProfileEvent =
  | { type: 'profile.retry' }
  | { type: 'profile.edit' }
  | { type: 'profile.change'; field: ProfileFormField; value: string }
  | { type: 'profile.submit' }
  | { type: 'profile.cancel' };

export interface ProfileInput {
  session: SessionEventTarget;
  /** The booking-messages section, told of every save: a new phone number switches its channel off. */
  phoneChannel?: PhoneChannelEventTarget;
}

export interface ProfileContext extends ProfileInput {
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

/** True when saving the draft changes the email address, which needs the current password. */
export const asksCurrentPassword = (context: Pick<ProfileContext, 'draft' | 'profile'>) =>
  context.profile !== null && emailChanges(context.draft.email, context.profile.email);

/** The same checks the server runs on PUT /auth/profile/. */
export const profileFieldErrorsOf = (context: Pick<ProfileContext, 'draft' | 'profile' | 'currentPassword'>): ProfileFieldErrors =>
  fieldErrorsOf(profileUpdateFor(context.profile?.email ?? ''), { ...context.draft, current_password: context.currentPassword }, PROFILE_FORM_FIELDS);

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
    input: {} as ProfileInput,
    events: {} as ProfileEvent,
    tags: {} as 'busy',
  },
  actors: {
    loadProfile: fromPromise<Profile>(({ signal }) => unlessAborted(signal, getProfile(signal))),
    saveProfile: fromPromise<Profile, ProfileUpdate>(({ input, signal }) => updateProfile(input, signal)),
  },
  actions: {
    // Side effect: a no-op here, provided by the page with `useFlowEffects` (and by tests).
    notify: (_, _params: Notice) => {},
    // The header shows the customer's name and email: the session hears the saved ones.
    announceSaved: sendTo(
      ({ context }) => context.session,
      (_, params: { profile: Profile }) => ({ type: 'session.updateUser' as const, name: params.profile.name, email: params.profile.email }),
    ),
    announceSavedToPhoneChannel: enqueueActions(({ context, enqueue }, params: { profile: Profile }) => {
      if (context.phoneChannel) enqueue.sendTo(context.phoneChannel, { type: 'phoneChannel.profileSaved', phone: params.profile.phone });
    }),
    startEditing: assign(({ context }) => ({ draft: context.profile ?? emptyProfile, currentPassword: '', fieldErrors: {}, saveError: null })),
    change: assign(({ context, event }) => {
      if (event.type !== 'profile.change') return {};
      const fieldErrors = withoutFieldError(context.fieldErrors, event.field);
      if (event.field === 'current_password') return { currentPassword: event.value, fieldErrors };
      const value = event.field === 'phone' ? typedPhone(context.draft.phone, event.value) : event.value;
      const draft = { ...context.draft, [event.field]: value };
      // The saved address again: the password field goes away, and so does its error.
      return { draft, fieldErrors: asksCurrentPassword({ draft, profile: context.profile }) ? fieldErrors : withoutFieldError(fieldErrors, 'current_password') };
    }),
    showFieldErrors: assign({ fieldErrors: ({ context }) => profileFieldErrorsOf(context) }),
    discardDraft: assign(({ context }) => ({ draft: context.profile ?? emptyProfile, currentPassword: '', fieldErrors: {}, saveError: null })),
  },
  guards: {
    isDraftValid: ({ context }) => Object.keys(profileFieldErrorsOf(context)).length === 0,
  },
}).createMachine({
  id: 'profile',
  context: ({ input }) => ({ session: input.session, phoneChannel: input.phoneChannel, profile: null, draft: emptyProfile, currentPassword: '', fieldErrors: {}, loadError: null, saveError: null }),
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
        'profile.submit': [{ guard: 'isDraftValid', target: 'saving', actions: assign({ saveError: null }) }, { actions: 'showFieldErrors' }],
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
            { type: 'announceSavedToPhoneChannel', params: ({ event }) => ({ profile: event.output }) },
            notify('success', () => messages.profile.updated),
          ],
        },
        onError: {
          target: 'editing',
          actions: [
            assign({
              fieldErrors: ({ event }) => fieldErrorsOfFailure(event.error, PROFILE_FORM_FIELDS),
              saveError: ({ event }) => serverMessageOf(event.error),
            }),
            notify('error', () => messages.profile.updateFailed),
          ],
        },
      },
    },
  },
});

export type ProfileSnapshot = SnapshotFrom<typeof profileMachine>;
