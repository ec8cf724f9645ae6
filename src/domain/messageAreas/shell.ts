// The app shell's own texts: the error boundary and the not-found page, part of every page's first load.
import { translatable } from '../i18n';

export const shellMessages = translatable('shellMessages', {
  boundary: {
    title: 'Something went wrong',
    detail: 'An unexpected error occurred',
    reload: 'Reload Page',
    routerFallback: 'Unexpected Application Error',
  },
  notFound: { title: 'Page Not Found' },
} as const);
