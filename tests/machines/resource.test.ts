import { afterAll, describe, expect, it } from 'vitest';
import { createActor, waitFor, type AnyStateNode } from 'xstate';
import { ApiError } from '../../src/api/client';
import { createResourceMachine, resourceStatusOf, type ResourceInput } from '../../src/machines/resource';

type Item = { id: string };

const machine = createResourceMachine<Item[]>();

// Every transition the machine defines, keyed "state --event--> target", to report what the tests cover.
interface TransitionLike {
  source: AnyStateNode;
  eventType: string;
  target?: readonly AnyStateNode[] | undefined;
}
const keyOf = (transition: TransitionLike) =>
  `${transition.source.key} --${transition.eventType}--> ${(transition.target ?? []).map((node) => node.key).join(',') || '(self)'}${
    'guard' in transition && transition.guard ? ' [guarded]' : ''
  }`;
const allTransitions = new Set(
  Object.values(machine.root.states).flatMap((node) => [...node.transitions.values()].flat().map((transition) => keyOf(transition))),
);
const covered = new Set<string>();

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** A loader whose calls the test settles one by one; it records each call's signal. */
function controlledLoader() {
  const calls: { signal: AbortSignal; settle: ReturnType<typeof deferred<Item[]>> }[] = [];
  const load = (signal: AbortSignal) => {
    const settle = deferred<Item[]>();
    calls.push({ signal, settle });
    return settle.promise;
  };
  return { load, calls, last: () => calls[calls.length - 1]! };
}

function start(overrides: Partial<ResourceInput<Item[]>> = {}) {
  const loader = controlledLoader();
  const actor = createActor(machine, {
    input: { load: loader.load, isEmpty: (items) => items.length === 0, fallbackError: 'Could not load.', ...overrides },
    inspect: (event) => {
      if (event.type !== '@xstate.microstep') return;
      for (const transition of (event as unknown as { _transitions: TransitionLike[] })._transitions) covered.add(keyOf(transition));
    },
  });
  actor.start();
  const settled = (status: string) => waitFor(actor, (snapshot) => resourceStatusOf(snapshot) === status);
  return { actor, loader, settled };
}

describe('resource machine', () => {
  afterAll(() => {
    const missing = [...allTransitions].filter((key) => !covered.has(key));
    console.log(`resource machine: covered ${[...covered].filter((key) => allTransitions.has(key)).length}/${allTransitions.size} transitions`);
    if (missing.length) console.log(`not covered:\n  ${missing.join('\n  ')}`);
    expect(missing).toEqual([]);
  });

  it('starts loading, tagged loading, and shows the data when it arrives', async () => {
    const { actor, loader, settled } = start();
    expect(resourceStatusOf(actor.getSnapshot())).toBe('loading');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    loader.last().settle.resolve([{ id: 'a' }]);
    await settled('loaded');
    expect(actor.getSnapshot().context.data).toEqual([{ id: 'a' }]);
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
  });

  it('goes to empty when the predicate says so', async () => {
    const { actor, loader, settled } = start();
    loader.last().settle.resolve([]);
    await settled('empty');
    expect(actor.getSnapshot().context.data).toEqual([]);
  });

  it('never shows empty without a predicate', async () => {
    const { loader, settled } = start({ isEmpty: undefined });
    loader.last().settle.resolve([]);
    await settled('loaded');
  });

  it('shows the fallback text when the failure carries none', async () => {
    const { actor, loader, settled } = start();
    loader.last().settle.reject(new Error(''));
    await settled('error');
    expect(actor.getSnapshot().context.error).toBe('Could not load.');
  });

  it("shows the server's text when there is one", async () => {
    const { actor, loader, settled } = start();
    loader.last().settle.reject(new ApiError('The database is not reachable.', 503));
    await settled('error');
    expect(actor.getSnapshot().context.error).toBe('The database is not reachable.');
  });

  it('lets the screen choose the fallback over any server text', async () => {
    const { actor, loader, settled } = start({ errorText: () => null });
    loader.last().settle.reject(new ApiError('The database is not reachable.', 503));
    await settled('error');
    expect(actor.getSnapshot().context.error).toBe('Could not load.');
  });

  it('retries after an error: loading again, then loaded, error cleared', async () => {
    const { actor, loader, settled } = start();
    loader.last().settle.reject('boom');
    await settled('error');
    expect(actor.getSnapshot().context.error).toBe('Could not load.');
    actor.send({ type: 'resource.retry' });
    expect(resourceStatusOf(actor.getSnapshot())).toBe('loading');
    expect(loader.calls).toHaveLength(2);
    loader.last().settle.resolve([{ id: 'b' }]);
    await settled('loaded');
    expect(actor.getSnapshot().context).toMatchObject({ data: [{ id: 'b' }], error: null });
  });

  it('reloads from error, empty and loaded', async () => {
    const { actor, loader, settled } = start();
    loader.last().settle.reject(new Error('x'));
    await settled('error');
    actor.send({ type: 'resource.reload' });
    loader.last().settle.resolve([]);
    await settled('empty');
    actor.send({ type: 'resource.reload' });
    loader.last().settle.resolve([{ id: 'c' }]);
    await settled('loaded');
    actor.send({ type: 'resource.reload' });
    expect(resourceStatusOf(actor.getSnapshot())).toBe('loading');
    loader.last().settle.resolve([{ id: 'd' }]);
    await settled('loaded');
    expect(actor.getSnapshot().context.data).toEqual([{ id: 'd' }]);
    expect(loader.calls).toHaveLength(4);
  });

  it('retries from empty', async () => {
    const { actor, loader, settled } = start();
    loader.last().settle.resolve([]);
    await settled('empty');
    actor.send({ type: 'resource.retry' });
    loader.last().settle.resolve([{ id: 'e' }]);
    await settled('loaded');
  });

  it('a reload while loading cancels the first request and keeps only the second answer', async () => {
    const { actor, loader, settled } = start();
    const first = loader.last();
    actor.send({ type: 'resource.reload' });
    expect(first.signal.aborted).toBe(true);
    expect(loader.calls).toHaveLength(2);
    first.settle.resolve([{ id: 'stale' }]);
    loader.last().settle.resolve([{ id: 'fresh' }]);
    await settled('loaded');
    expect(actor.getSnapshot().context.data).toEqual([{ id: 'fresh' }]);
  });

  it('ignores retry where it means nothing (loaded, loading)', async () => {
    const { actor, loader, settled } = start();
    actor.send({ type: 'resource.retry' });
    expect(loader.calls).toHaveLength(1);
    loader.last().settle.resolve([{ id: 'f' }]);
    await settled('loaded');
    actor.send({ type: 'resource.retry' });
    expect(resourceStatusOf(actor.getSnapshot())).toBe('loaded');
    expect(loader.calls).toHaveLength(1);
  });

  it('stopping the actor aborts the request in flight', () => {
    const { actor, loader } = start();
    actor.stop();
    expect(loader.last().signal.aborted).toBe(true);
  });
});
