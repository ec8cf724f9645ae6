// Starts the app of a page rendered at build time (scripts/prerender) once the page has been painted: the page is
// readable as it arrives, and its scripts, which only make it interactive, never compete with it for the network.
// The modules to fetch, the entry first, are listed in the data-modules attribute of this script's tag.
/* global document, requestAnimationFrame, setTimeout */
const loader = document.currentScript;
const modules = (loader?.dataset.modules ?? '').split(' ').filter(Boolean);

const addModule = (tag, attributes) => {
  const element = Object.assign(document.createElement(tag), attributes);
  element.crossOrigin = '';
  document.head.append(element);
};

const startApp = () => {
  const [entry, ...imports] = modules;
  for (const href of imports) addModule('link', { rel: 'modulepreload', href });
  if (entry) addModule('script', { type: 'module', src: entry });
};

requestAnimationFrame(() => setTimeout(startApp, 0));
