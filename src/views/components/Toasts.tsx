// The toast area, rendered as soon as its library arrives; toasts asked for earlier wait in its global store.
import { lazy, Suspense, type ComponentType } from 'react';
import type { ToasterProps } from 'react-hot-toast';
import { loadToasts } from './toastLibrary';

const NoToasts = () => null;

const Toaster = lazy<ComponentType<ToasterProps>>(() =>
  loadToasts().then(
    ({ Toaster: component }) => ({ default: component }),
    // A toast area that failed to load must not take the page down with it.
    () => ({ default: NoToasts }),
  ),
);

// react-hot-toast's defaults are the spec's durations (§9); only the edges are set here. Toasts start below the
// header (64 px, theme.layout.headerHeight), so they never cover the logo or the user menu.
const TOAST_EDGE = 16;
const BELOW_HEADER = 64 + 8;

/** Toasts stand at the reading end of the header: top right, or top left in a right-to-left language. */
export function Toasts({ rightToLeft = false }: { rightToLeft?: boolean }) {
  return (
    <Suspense fallback={null}>
      <Toaster position={rightToLeft ? 'top-left' : 'top-right'} gutter={8} containerStyle={{ top: BELOW_HEADER, right: TOAST_EDGE, bottom: TOAST_EDGE, left: TOAST_EDGE }} />
    </Suspense>
  );
}
