// Sets the tab title for a page: "Services · ShineWorks".
import { useEffect } from 'react';
import { pageTitle } from '../../domain/content';

export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
