// Sets the tab title of a console page: "Mail outbox · ShineWorks Console". A layout effect, so a page that names
// itself more precisely (one booking) with its own effect still has the last word.
import { useLayoutEffect } from 'react';
import { consoleTitle } from '../../domain/console/shellContent';

export function useConsoleTitle(title: string) {
  useLayoutEffect(() => {
    document.title = consoleTitle(title);
  }, [title]);
}
