// The catalogue list is read on every visit and changes a few times a year. Once the route has answered a URL,
// repeats are written from memory before the framework builds a Request and a Response for them: the same bytes
// and headers, near the bare node:http ceiling (docs/benchmarks.md). A change made through this instance's
// catalogue invalidates it at once; another instance's change shows within the catalogue's TTL, as before.
import { catalogueListKey } from '../services/catalogue';
import type { AppDeps } from './context';
import { encodingFor, isPath, jsonAnswerWriter, type Responder } from './direct-answer';

const LIST_PATH = '/api/services/list/';

export function catalogueResponseCache({ catalogue, config, logger, metrics, fastReads }: Pick<AppDeps, 'catalogue' | 'config' | 'logger' | 'metrics' | 'fastReads'>): Responder {
  const bodies = fastReads.bodies.catalogue;
  const answer = jsonAnswerWriter(config, logger, metrics);

  return (request, response) => {
    const url = request.url;
    if (request.method !== 'GET' || url === undefined || !isPath(url, LIST_PATH)) return false;
    const encoding = encodingFor(request.headers['accept-encoding']);
    if (encoding === null) return false;
    const key = catalogueListKey(url);
    const text = catalogue.cachedJson(key);
    if (text === undefined) return false;
    const started = performance.now();
    answer({ request, response, route: LIST_PATH, started, body: bodies.get(text, encoding === 'gzip'), encoding, via: 'cache' });
    return true;
  };
}
