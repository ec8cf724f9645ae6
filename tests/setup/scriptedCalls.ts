// Promise actors whose answers a test path scripts: each call waits until the path answers or fails it, so a
// model event like "server.accepts" settles exactly the call in flight. Create one per path.
import { fromPromise, type NonReducibleUnknown } from 'xstate';

interface PendingCall {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export class ScriptedCalls<Name extends string> {
  /** Every call made since the last `beginStep`, in order. */
  calls: Array<{ name: Name; input: unknown }> = [];
  /** The signal of every call made, in order: leaving a state must abort its call. */
  readonly signals: AbortSignal[] = [];
  private readonly pending = new Map<Name, PendingCall>();

  /** A `fromPromise` actor that records its call and waits for the path to settle it; aborting forgets it. */
  actor<TOutput, TInput = NonReducibleUnknown>(name: Name) {
    return fromPromise<TOutput, TInput>(({ input, signal }) => this.call<TOutput>(name, input, signal));
  }

  /** One call, for a function the real actor calls (a screen's loader): recorded, waiting for the path to settle it. */
  call<TOutput>(name: Name, input: unknown, signal: AbortSignal): Promise<TOutput> {
    return new Promise<TOutput>((resolve, reject) => {
      this.calls.push({ name, input });
      this.signals.push(signal);
      this.pending.set(name, { resolve: resolve as (value: unknown) => void, reject });
      signal.addEventListener('abort', () => this.pending.delete(name));
    });
  }

  answer(name: Name, value: unknown) {
    this.take(name).resolve(value);
  }

  fail(name: Name, error: unknown) {
    this.take(name).reject(error);
  }

  /** The calls in flight, sorted by name. */
  pendingNames(): Name[] {
    return [...this.pending.keys()].sort();
  }

  /** The one call in flight among `names`. */
  inFlight<N extends Name>(names: readonly N[]): N {
    const found = names.filter((name) => this.pending.has(name));
    if (found.length !== 1) throw new Error(`expected one call in flight among ${names.join(', ')}, found ${found.length}`);
    return found[0]!;
  }

  /** Forgets the calls of earlier steps, so each step's calls are checked on their own. */
  beginStep() {
    this.calls = [];
  }

  private take(name: Name) {
    const call = this.pending.get(name);
    if (!call) throw new Error(`expected a pending ${name} call, found ${this.pendingNames().join(', ') || 'none'}`);
    this.pending.delete(name);
    return call;
  }
}
