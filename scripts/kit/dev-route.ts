// `npm run dev` serves the kit of parts at /dev/kit: a page of its own over the entry src/kit.tsx, which no build
// includes. Vite gives it the head the app's pages share (scripts/page-head.ts).
import type { Plugin } from 'vite';

export const KIT_ROUTE = '/dev/kit';
export const KIT_ENTRY = '/src/kit.tsx';

const KIT_PAGE = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <title>Kit of parts</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="${KIT_ENTRY}"></script>
  </body>
</html>
`;

export const kitRoute = (): Plugin => ({
  name: 'kit-of-parts',
  configureServer(server) {
    server.middlewares.use(KIT_ROUTE, (request, response, next) => {
      const path = (request.url ?? '/').split('?')[0];
      if (request.method !== 'GET' || !['/', '', '/index.html'].includes(path ?? '')) return next();
      server.transformIndexHtml(KIT_ROUTE, KIT_PAGE, request.originalUrl).then((page) => {
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.end(page);
      }, next);
    });
  },
});
