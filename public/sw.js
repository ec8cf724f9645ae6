// Only page loads pass through here: straight to the network, and the offline page when there is none. The API and
// the app's files are never cached by this worker (the browser's HTTP cache keeps the hashed assets).
/* global self, caches, fetch, Request, Response, URL */
const CACHE = 'shineworks-offline-v1';
const OFFLINE_PAGE = '/offline.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(new Request(OFFLINE_PAGE, { cache: 'reload' })))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.mode !== 'navigate' || new URL(request.url).pathname.startsWith('/api/')) return;
  event.respondWith(
    fetch(request).catch(async () => (await caches.match(OFFLINE_PAGE, { cacheName: CACHE })) ?? Response.error()),
  );
});
