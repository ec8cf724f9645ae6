// Registers the offline page's service worker (sw.js); a static file of its own so the app's bundle does not grow.
// Open any page with ?no-sw to run without it.
/* global navigator, location, addEventListener, URLSearchParams */
if ('serviceWorker' in navigator && !new URLSearchParams(location.search).has('no-sw')) {
  addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {});
  });
}
