// What every phone channel does with a claimed outbox row: hand it to the provider and answer the provider's id, or
// refuse it, saying whether trying again could help. The worker (server/channels/deliver.ts) acts on the answer.
import type { PhoneChannel } from '../../src/domain/channels';
import type { ChannelPayload } from '../db/schema';

/** What a provider needs of an outbox row; the secret (a verification code) is already put back in place of its mask. */
export interface ChannelMessage {
  id: number;
  /** WhatsApp's digits ("923001234567") or SMS's E.164 ("+923001234567"), as queue.ts stored it. */
  to: string;
  payload: ChannelPayload;
  /** The text as the customer reads it: SMS sends it as it is. */
  text: string;
}

export interface Channel {
  readonly name: PhoneChannel;
  /** The provider's id of the accepted message; throws ChannelRefusal when the provider does not take it. */
  send(message: ChannelMessage): Promise<string>;
}

/** `permanent`: the provider will never take this message (a bad number, a template it does not know); else retry later. */
export class ChannelRefusal extends Error {
  constructor(
    readonly permanent: boolean,
    reason: string,
  ) {
    super(reason);
    this.name = 'ChannelRefusal';
  }
}

/** How long one provider call may take before it counts as a retryable failure. */
export const PROVIDER_TIMEOUT_MS = 15_000;

/** A network failure or timeout: the message stays queued. */
export function unreachable(provider: string, error: unknown): ChannelRefusal {
  const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
  return new ChannelRefusal(false, timedOut ? `${provider} did not answer in time.` : `${provider} could not be reached (${error instanceof Error ? error.name : 'network error'}).`);
}

/** The answer's JSON, or null when it has none (a proxy's HTML page, an empty body). */
export async function jsonOf(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
