// Development only: the kit of parts at /dev/kit (`npm run dev`, scripts/kit/dev-route.ts), in English or, with
// ?lang=ur, in Urdu — loaded and applied the way the app does it (texts, lang, dir, the Urdu font). No build has
// this entry, so nothing of it reaches either app.
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DEFAULT_LANGUAGE, isLanguage } from './domain/i18n';
import { loadTranslations } from './machines/language';
import { applyLanguage } from './views/language/documentLanguage';
import KitPage from './views/kit/KitPage';

async function start() {
  const asked = new URLSearchParams(location.search).get('lang');
  const language = isLanguage(asked) ? asked : DEFAULT_LANGUAGE;
  await loadTranslations(language);
  applyLanguage(language, { remember: false });
  const container = document.getElementById('root');
  if (!container) throw new Error('The kit page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <KitPage language={language} />
    </StrictMode>,
  );
}

void start();
