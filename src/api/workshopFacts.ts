// The workshop as the public pages show it (name, contact details, the home page's figures), read at runtime so a
// change on the console's Settings page shows without a new build. The footer and the home page ask at the same
// moment: one request answers both, and its answer serves the next half minute of navigation.
import type { ApiSuccess } from '../domain/types';
import type { WorkshopFacts } from '../domain/workshopSettings';
import { api, call } from './client';

const SHARED_FOR_MS = 30_000;
let shared: { since: number; answer: Promise<WorkshopFacts> } | null = null;

/** The signal is not passed on: the request is shared, and one reader leaving must not cancel it for the others. */
export function getWorkshopFacts(_signal?: AbortSignal): Promise<WorkshopFacts> {
  if (shared && performance.now() - shared.since < SHARED_FOR_MS) return shared.answer;
  const answer = call(() => api.get('workshop/').json<ApiSuccess<WorkshopFacts>>()).then((body) => body.data);
  const mine = { since: performance.now(), answer };
  shared = mine;
  // A failed request is not kept: the next reader asks again.
  answer.catch(() => {
    if (shared === mine) shared = null;
  });
  return answer;
}
