// Sets the tab title for a page: "Services · ShineWorks".
import { createContext, useContext, useEffect } from 'react';
import { pageTitle } from '../../domain/content';

/** Where a page rendered ahead of time (the build's prerender) leaves its title; the browser has none. */
export interface TitleSink {
  title?: string;
}

export const TitleSinkContext = createContext<TitleSink | null>(null);

export function useDocumentTitle(title?: string) {
  const sink = useContext(TitleSinkContext);
  if (sink) sink.title = pageTitle(title);
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
