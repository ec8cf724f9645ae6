// The build's prerender entry: renders a public page's first screen, in a language, to HTML. Built for Node by the
// prerender plugin (scripts/prerender) after the browser build; never part of what the browser loads.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { setLanguageSource, type Language } from './domain/i18n';
import './domain/ur';
import { TitleSinkContext, type TitleSink } from './views/components/useDocumentTitle';
import App from './views/App';

let language: Language = 'en';
setLanguageSource(() => language);

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The page's document title, as the page sets it in the browser. */
  title: string | undefined;
}

/** The page at `path` in `language` as its first render shows it (the session still restoring, data still loading). */
export async function renderPage(path: string, pageLanguage: Language): Promise<RenderedPage> {
  language = pageLanguage;
  const sink: TitleSink = {};
  const { prelude } = await prerender(
    <StrictMode>
      <TitleSinkContext.Provider value={sink}>
        <Router ssrPath={path} ssrSearch="">
          <App language={pageLanguage} />
        </Router>
      </TitleSinkContext.Provider>
    </StrictMode>,
    // One piece of markup, however long: no boundary sent apart for a script to move in place (the page allows none).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  return { html, title: sink.title };
}
