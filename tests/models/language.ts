// The language switch as the customer and the app live it (no I/O), and how each of their moves is made on the REAL
// language machine, whose loading of texts and saving on the account are scripted. The context is what the customer
// should notice: the language the page is in, whether the account was asked to keep it, and the last toast.
import { assign, createActor, setup } from 'xstate';
import type { Language } from '../../src/domain/i18n';
import { languageContent } from '../../src/domain/languageContent';
import { languageMachine } from '../../src/machines/language';
import type { Notice } from '../../src/machines/notice';
import { defineFlowModel, type ModelEvent, type RunOptions } from '../setup/flowModel';
import { ScriptedRun } from '../setup/scriptedRun';

type LanguageModelEvent = {
  type:
    | 'user.choosesUrdu'
    | 'user.choosesUrduSignedIn'
    | 'user.choosesEnglish'
    | 'user.choosesEnglishSignedIn'
    | 'texts.load'
    | 'texts.fail'
    | 'account.keeps'
    | 'account.fails';
};

interface Expected {
  /** The language every text is in. */
  language: Language;
  /** The language being loaded, if any. */
  loading: Language | null;
  /** The language the account was asked to keep in the last step. */
  saved: Language | null;
  /** The toast of the last step. */
  toast: Notice | null;
}

const step = (changes: Partial<Expected>) =>
  assign<Expected, LanguageModelEvent, undefined, LanguageModelEvent, never>(({ context }) => ({ ...context, toast: null, saved: null, ...changes }));

const LOAD_FAILED: Notice = { kind: 'error', message: languageContent.loadFailed };

const userFlow = setup({ types: { context: {} as Expected, events: {} as LanguageModelEvent } }).createMachine({
  id: 'languageFlow',
  context: { language: 'en', loading: null, saved: null, toast: null },
  initial: 'english',
  states: {
    english: {
      on: {
        'user.choosesUrdu': { target: 'loadingUrdu', actions: step({ loading: 'ur' }) },
        'user.choosesUrduSignedIn': { target: 'loadingUrduSignedIn', actions: step({ loading: 'ur' }) },
        // The language in force chosen again changes nothing.
        'user.choosesEnglish': { actions: step({}) },
      },
    },
    loadingUrdu: {
      on: {
        'texts.load': { target: 'urdu', actions: step({ language: 'ur', loading: null }) },
        'texts.fail': { target: 'english', actions: step({ loading: null, toast: LOAD_FAILED }) },
      },
    },
    loadingUrduSignedIn: {
      on: { 'texts.load': { target: 'savingUrdu', actions: step({ language: 'ur', loading: null, saved: 'ur' }) } },
    },
    savingUrdu: {
      on: {
        'account.keeps': { target: 'urdu', actions: step({}) },
        // The page stays in Urdu; only the account's mail keeps the old language.
        'account.fails': { target: 'urdu', actions: step({}) },
        'user.choosesUrduSignedIn': { actions: step({}) },
        'user.choosesEnglishSignedIn': { target: 'loadingEnglish', actions: step({ loading: 'en' }) },
      },
    },
    urdu: {
      on: {
        'user.choosesEnglish': { target: 'loadingEnglish', actions: step({ loading: 'en' }) },
        'user.choosesUrdu': { actions: step({}) },
      },
    },
    loadingEnglish: {
      on: { 'texts.load': { target: 'english', actions: step({ language: 'en', loading: null }) } },
    },
  },
});

/** The real machine with scripted loading and saving, and recorded toasts and page changes. */
export class LanguageRun extends ScriptedRun<'load' | 'save'> {
  applied: Language[] = [];
  readonly actor;

  constructor(options: Partial<RunOptions> = {}) {
    super(options);
    const logic = languageMachine.provide({
      actors: {
        loadTexts: this.server.actor<void, { language: Language }>('load'),
        saveOnAccount: this.server.actor<void, { language: Language }>('save'),
      },
      actions: {
        notify: (_, notice) => void this.toasts.push(notice),
        applyLanguage: (_, { language }) => void this.applied.push(language),
      },
    });
    this.actor = createActor(logic, { input: { language: 'en' }, ...options }).start();
  }
}

function perform(run: LanguageRun, event: ModelEvent<typeof userFlow>) {
  switch (event.type) {
    case 'user.choosesUrdu':
      return run.actor.send({ type: 'language.choose', language: 'ur', signedIn: false });
    case 'user.choosesUrduSignedIn':
      return run.actor.send({ type: 'language.choose', language: 'ur', signedIn: true });
    case 'user.choosesEnglish':
      return run.actor.send({ type: 'language.choose', language: 'en', signedIn: false });
    case 'user.choosesEnglishSignedIn':
      return run.actor.send({ type: 'language.choose', language: 'en', signedIn: true });
    case 'texts.load':
      return run.server.answer('load', undefined);
    case 'texts.fail':
      return run.server.fail('load', new Error('Failed to fetch dynamically imported module'));
    case 'account.keeps':
      return run.server.answer('save', undefined);
    case 'account.fails':
      return run.server.fail('save', new Error('offline'));
  }
}

export const languageFlow = defineFlowModel({
  name: 'language',
  model: userFlow,
  covers: [languageMachine],
  start: (options) => new LanguageRun(options),
  perform,
});
