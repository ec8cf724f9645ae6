// The head both pages of the app open with (index.html, the customer's, and staff.html, the console's): the character
// set, the viewport, and what a phone shows of the app on its home screen. Vite writes it first into each page's
// <head>, in the build and in `npm run dev`; each page adds its own description or robots line and its title.
import type { HtmlTagDescriptor, Plugin } from 'vite';

const SHARED_HEAD: HtmlTagDescriptor[] = [
  { tag: 'meta', attrs: { charset: 'UTF-8' } },
  { tag: 'meta', attrs: { name: 'viewport', content: 'width=device-width, initial-scale=1.0' } },
  // The manifest's theme_color (public/manifest.webmanifest).
  { tag: 'meta', attrs: { name: 'theme-color', content: '#0f3d5e' } },
  { tag: 'link', attrs: { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' } },
  { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' } },
  { tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' } },
].map((tag) => ({ ...tag, injectTo: 'head-prepend' }));

export const pageHead = (): Plugin => ({ name: 'page-head', transformIndexHtml: () => SHARED_HEAD });
