// Whether the app has taken over the page. A public page arrives rendered at build time and is readable at once; its
// controls only work once the app has hydrated it.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False in the build's render and while the app hydrates that markup; true from then on (and in any other render). */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
