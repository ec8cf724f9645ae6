// After an in-app navigation, keyboard and screen-reader users continue from the new page's heading. Pages load
// lazily and render their heading when their data arrives (a loading heading may be replaced by the loaded one), so
// this watches the page for a while: it focuses the first <h1> that appears, and the new one when the focused heading
// is replaced, until the user moves on by themselves.
import { useEffect, useRef, type RefObject } from 'react';

const WATCH_FOR_MS = 5_000;

const focusLost = () => !document.activeElement || document.activeElement === document.body;

/** Moves focus to the page's <h1> inside `container` whenever `location` changes (not on the page first opened). */
export function useFocusPageHeading(container: RefObject<HTMLElement | null>, location: string) {
  const shownLocation = useRef(location);
  useEffect(() => {
    const root = container.current;
    if (!root || shownLocation.current === location) return;
    shownLocation.current = location;
    let focused: HTMLElement | null = null;
    const observer = new MutationObserver(() => focusHeading());
    const focusHeading = () => {
      if (focused && document.activeElement !== focused && !focusLost()) return observer.disconnect();
      const heading = root.querySelector<HTMLElement>('h1');
      if (!heading || heading === focused) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      focused = heading;
    };
    focusHeading();
    observer.observe(root, { childList: true, subtree: true });
    const stopWatching = setTimeout(() => observer.disconnect(), WATCH_FOR_MS);
    return () => {
      clearTimeout(stopWatching);
      observer.disconnect();
    };
  }, [container, location]);
}
