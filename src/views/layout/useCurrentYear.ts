// The year of the copyright line. A page rendered at build time shows the build's year; the browser first hydrates
// that same markup, then moves the year on if a new one has begun since the build.
import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};
const thisYear = () => new Date().getFullYear();
const buildYear = () => import.meta.env.BUILD_YEAR;

export const useCurrentYear = (): number => useSyncExternalStore(neverChanges, thisYear, buildYear);
