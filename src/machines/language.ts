// The customer's language, English or Urdu, switched without a reload: choosing one first loads its texts (Urdu is
// a chunk of its own), then the shell turns the page (lang, dir, the remembered choice) and every view renders in
// it. Signed in, the choice is also saved on the account, so the workshop's mail follows it.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { updateProfile } from '../api/profile';
import { DEFAULT_LANGUAGE, type Language } from '../domain/i18n';
import { languageContent } from '../domain/languageContent';
import { notify, type Notice } from './notice';

export type LanguageEvent = { type: 'language.choose'; language: Language; signedIn: boolean };

export interface LanguageContext {
  language: Language;
  /** The language being loaded. */
  requested: Language;
  signedIn: boolean;
}

/** Registers a language's texts (English is always there). */
export const loadTranslations = async (language: Language): Promise<void> => {
  if (language !== DEFAULT_LANGUAGE) await import('../domain/ur');
};

const apply = { type: 'applyLanguage', params: ({ context }: { context: LanguageContext }) => ({ language: context.language }) } as const;
const choose = [{ guard: 'isCurrent' }, { target: 'loading', actions: 'request' }] as const;

export const languageMachine = setup({
  types: {
    context: {} as LanguageContext,
    events: {} as LanguageEvent,
    input: {} as { language: Language },
    tags: {} as 'busy',
  },
  actors: {
    loadTexts: fromPromise<void, { language: Language }>(({ input }) => loadTranslations(input.language)),
    saveOnAccount: fromPromise<void, { language: Language }>(async ({ input, signal }) => {
      await updateProfile({ language: input.language }, signal);
    }),
  },
  actions: {
    // Side effects provided by the shell: the page's lang and dir, the browser's remembered choice; a toast.
    applyLanguage: (_, _params: { language: Language }) => {},
    notify: (_, _params: Notice) => {},
    request: assign(({ event }) => ({ requested: event.language, signedIn: event.signedIn })),
    adopt: assign(({ context }) => ({ language: context.requested })),
  },
  guards: {
    isCurrent: ({ context, event }) => event.language === context.language,
    isSignedIn: ({ context }) => context.signedIn,
  },
}).createMachine({
  id: 'language',
  context: ({ input }) => ({ language: input.language, requested: input.language, signedIn: false }),
  initial: 'ready',
  states: {
    ready: {
      on: { 'language.choose': choose },
    },
    loading: {
      tags: 'busy',
      invoke: {
        src: 'loadTexts',
        input: ({ context }) => ({ language: context.requested }),
        onDone: [
          { guard: 'isSignedIn', target: 'saving', actions: ['adopt', apply] },
          { target: 'ready', actions: ['adopt', apply] },
        ],
        onError: { target: 'ready', actions: notify('error', () => languageContent.loadFailed) },
      },
    },
    saving: {
      // The page is already in the new language; an account that cannot be reached keeps mailing in the old one.
      invoke: { src: 'saveOnAccount', input: ({ context }) => ({ language: context.language }), onDone: 'ready', onError: 'ready' },
      on: { 'language.choose': choose },
    },
  },
});

export type LanguageSnapshot = SnapshotFrom<typeof languageMachine>;
