// English / اردو: each language named in itself; the one in force is pressed.
import { LANGUAGES } from '../../domain/i18n';
import { LANGUAGE_NAMES, languageContent } from '../../domain/languageContent';
import { useHydrated } from '../components/hydration';
import { useSessionStatus } from '../session/SessionProvider';
import * as styles from './LanguageSwitch.css';
import { useLanguage } from './LanguageProvider';

export function LanguageSwitch() {
  const { language, busy, choose } = useLanguage();
  const signedIn = useSessionStatus() === 'authenticated';
  const hydrated = useHydrated();
  return (
    <div role="group" aria-label={languageContent.switchLabel} className={styles.group} aria-busy={busy || undefined}>
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          className={option === 'ur' ? `${styles.option} ${styles.urduName}` : styles.option}
          aria-pressed={option === language}
          disabled={!hydrated}
          onClick={() => choose(option, signedIn)}
        >
          {LANGUAGE_NAMES[option]}
        </button>
      ))}
    </div>
  );
}
