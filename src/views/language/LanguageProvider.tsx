// Runs the one language actor for the whole app. Its children are rendered from a function, so a change of language
// renders every view again (with its texts in the new language) while every flow keeps its state.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { Language } from '../../domain/i18n';
import { inspector } from '../../machines/inspector';
import { languageMachine, type LanguageSnapshot } from '../../machines/language';
import { useFlowEffects } from '../components/flowEffects';
import { applyLanguage } from './documentLanguage';

type LanguageActorRef = ActorRefFrom<typeof languageMachine>;

const LanguageActorContext = createContext<LanguageActorRef | null>(null);

const selectLanguage = (snapshot: LanguageSnapshot) => snapshot.context.language;
const selectBusy = (snapshot: LanguageSnapshot) => snapshot.hasTag('busy');

interface LanguageProviderProps {
  /** The language the page opened in (its texts already loaded). */
  initial: Language;
  children: (language: Language) => ReactNode;
}

export function LanguageProvider({ initial, children }: LanguageProviderProps) {
  const logic = useMemo(
    () => languageMachine.provide({ actions: { applyLanguage: (_, { language }) => applyLanguage(language, { remember: true }) } }),
    [],
  );
  const actorRef = useActorRef(useFlowEffects(logic), { input: { language: initial }, inspect: inspector() });
  const language = useSelector(actorRef, selectLanguage);
  return <LanguageActorContext.Provider value={actorRef}>{children(language)}</LanguageActorContext.Provider>;
}

function useLanguageActor(): LanguageActorRef {
  const actorRef = useContext(LanguageActorContext);
  if (!actorRef) throw new Error('useLanguageActor must be used inside <LanguageProvider>');
  return actorRef;
}

/** The language in force, its switch, and whether a language is being loaded. */
export function useLanguage() {
  const actorRef = useLanguageActor();
  return {
    language: useSelector(actorRef, selectLanguage),
    busy: useSelector(actorRef, selectBusy),
    choose: (language: Language, signedIn: boolean) => actorRef.send({ type: 'language.choose', language, signedIn }),
  };
}
