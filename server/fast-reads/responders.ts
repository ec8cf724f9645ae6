// The responders that answer before the framework, in order: the catalogue's response cache (decision 007) and the
// direct reads (decision 009). None with FAST_READS=off: every request then goes through the app.
import { directReads } from '../http/direct-reads';
import type { Responder } from '../http/direct-answer';
import type { AppDeps } from '../http/context';
import { catalogueResponseCache } from '../http/response-cache';

export const fastResponders = (deps: AppDeps): Responder[] => (deps.fastReads.enabled ? [catalogueResponseCache(deps), directReads(deps)] : []);
