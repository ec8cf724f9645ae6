import './styles/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { DEFAULT_LANGUAGE } from './domain/i18n';
import { setInspector } from './machines/inspector';
import { loadTranslations } from './machines/language';
import { applyLanguage, initialLanguage } from './views/language/documentLanguage';
import App from './views/App';

async function start() {
  // Dev only: `?inspect` opens the Stately inspector on every running machine.
  if (import.meta.env.DEV && new URLSearchParams(location.search).has('inspect')) {
    const { createBrowserInspector } = await import('@statelyai/inspect');
    setInspector(createBrowserInspector().inspect);
  }
  // A page opened in Urdu loads its texts before the first render, so it never shows English first.
  const opened = initialLanguage();
  // Texts that cannot be loaded (offline) leave the page in English rather than blank.
  const language = await loadTranslations(opened).then(() => opened, () => DEFAULT_LANGUAGE);
  applyLanguage(language, { remember: false });
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const app = (
    <StrictMode>
      <App language={language} />
    </StrictMode>
  );
  // A public page comes rendered at build time (scripts/prerender): the app takes over that markup, unless it has
  // to show another language than the one it was rendered in. As a transition, hydration yields to the browser
  // between components instead of holding the page in one long task.
  if (container.dataset.prerendered === language) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
