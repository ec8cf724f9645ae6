// The refusals an operation may answer: the rules every route shares (by method, access and path parameters) plus
// the operation's own. 500 is never listed: it is a failure of the server, not an answer of the contract.
import type { GenericSchema } from 'valibot';
import { ApiError } from '../../src/domain/wire';
import type { Operation, Refusal, RefusalStatus } from './operations';

export type ResponseHeader = 'Retry-After' | 'Allow';

export interface AnswerHeader {
  name: ResponseHeader;
  /** False when only some answers of this status carry it. */
  required: boolean;
}

export interface RefusalAnswer {
  status: RefusalStatus;
  description: string;
  body: GenericSchema;
  headers: readonly AnswerHeader[];
}

const UNSAFE_METHODS: ReadonlySet<Operation['method']> = new Set(['post', 'put', 'patch', 'delete']);

const HEADERS_OF: Partial<Record<RefusalStatus, readonly AnswerHeader[]>> = {
  405: [{ name: 'Allow', required: true }],
  429: [{ name: 'Retry-After', required: true }],
  // The busy answer carries it; a 503 for a switched-off feature (online payment) does not.
  503: [{ name: 'Retry-After', required: false }],
};

/** Any change may lose a lock race on every retry (server/db/retry-transaction.ts). */
const BUSY = 'The database was busy with another change to the same rows on every retry; send the request again after Retry-After seconds';

export const hasPathParams = (operation: Pick<Operation, 'path'>) => /\/:[A-Za-z]+/.test(operation.path);

/** Why any operation of this method, access and path may be refused. */
function sharedReasons(operation: Operation): Array<[RefusalStatus, string]> {
  const reasons: Array<[RefusalStatus, string]> = [
    [400, 'Invalid input: a field or query value, malformed JSON, or a NUL character anywhere'],
    [405, 'Wrong method for this path (Allow lists the right ones)'],
  ];
  if (UNSAFE_METHODS.has(operation.method)) {
    reasons.push(
      [403, 'Cross-origin request, or no Origin on a cookie-authenticated request'],
      [413, 'Body too large'],
      [415, 'Body is not JSON'],
      [503, BUSY],
    );
  }
  if (operation.access !== 'public') {
    reasons.push(
      [401, 'Not signed in, or the session ended'],
      [403, operation.access === 'ops' ? 'Not staff' : 'Not allowed for this account'],
      [403, 'The account has a temporary password: only its session read, the password change and sign-out answer until it chooses a new one'],
    );
  }
  if (hasPathParams(operation)) reasons.push([404, 'Not found (someone else’s counts as unknown)']);
  return reasons;
}

const describe = (refusal: Refusal) => (typeof refusal === 'string' ? refusal : refusal.description);

/** "Not staff" continues a description as "not staff"; "NUL …" stays as written. */
const continuing = (reason: string) => (/^[A-Z][a-z]/.test(reason) ? reason[0]?.toLowerCase() + reason.slice(1) : reason);

/** Every refusal of the operation, by status, with the reasons for one status joined into one description. */
export function refusalsOf(operation: Operation): RefusalAnswer[] {
  const own = Object.entries(operation.refusals ?? {}).map(([status, refusal]) => [Number(status) as RefusalStatus, refusal] as const);
  const answers = new Map<RefusalStatus, RefusalAnswer>();
  const add = (status: RefusalStatus, description: string, body: GenericSchema) => {
    const known = answers.get(status);
    if (known) answers.set(status, { ...known, description: `${known.description}; ${continuing(description)}`, body });
    else answers.set(status, { status, description, body, headers: HEADERS_OF[status] ?? [] });
  };
  const usual = operation.refusalBody ?? ApiError;
  for (const [status, reason] of sharedReasons(operation)) add(status, reason, usual);
  for (const [status, refusal] of own) add(status, describe(refusal), typeof refusal === 'string' ? usual : refusal.body);
  return [...answers.values()].sort((a, b) => a.status - b.status);
}
