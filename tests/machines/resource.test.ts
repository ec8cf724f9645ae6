// The shared loader of every list and detail screen: the flow model's paths (tests/models/resource.ts) drive the REAL
// resource machine with a scripted loader, checking the state, the data, the error, the toasts, the navigation and
// the requests after every step; then details of the machine, one scenario at a time.
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { ApiError } from '../../src/api/client';
import { resourceStatusOf, type ResourceInput } from '../../src/machines/resource';
import { modelTest } from '../setup/modelCoverage';
import { resourceFlow, ResourceRun, type Item } from '../models/resource';

const LOADING_STATES = ['loading', 'loadingToLeave'];

modelTest('resource (model-based)', resourceFlow, (state, run) => {
  const expected = state.context;
  const value = String(state.value);
  if (value === 'closed') return;
  const snapshot = run.actor.getSnapshot();
  const loading = LOADING_STATES.includes(value);
  expect(resourceStatusOf(snapshot), 'status').toBe(loading ? 'loading' : value);
  expect(snapshot.hasTag('loading'), 'loading').toBe(loading);
  expect(snapshot.context.data, 'data').toEqual(expected.data);
  expect(snapshot.context.error, 'error shown').toBe(expected.error);
  expect(run.toasts, 'toasts').toEqual(expected.toast ? [expected.toast] : []);
  expect(run.navigations, 'sent to').toEqual(expected.navigation ? [expected.navigation] : []);
  expect(run.server.calls.length, 'requests').toBe(expected.asked ? 1 : 0);
  expect(run.server.pendingNames(), 'in flight').toEqual(loading ? ['load'] : []);
  if (expected.abandoned) expect(run.server.signals.at(-2)?.aborted, 'the abandoned request').toBe(true);
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** A loader whose calls the test settles one by one, an abandoned one too (which scripted calls forget); it records each call's signal. */
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
  const run = new ResourceRun();
  run.openWith({ load: loader.load, isEmpty: (items) => items.length === 0, fallbackError: 'Could not load.', ...overrides });
  const { actor, toasts, navigations } = run;
  const settled = (status: string) => waitFor(actor, (snapshot) => resourceStatusOf(snapshot) === status);
  return { actor, loader, settled, toasts, navigations };
}

describe('resource machine', () => {
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

  it('tells a 404 apart when the screen names it: not found, without retry, yet a reload looks again', async () => {
    const { actor, loader, settled } = start({ notFoundText: 'No such item.', errorText: () => null });
    loader.last().settle.reject(new ApiError('Item not found.', 404));
    await settled('notFound');
    expect(actor.getSnapshot().context.error).toBe('No such item.');
    actor.send({ type: 'resource.retry' });
    expect(resourceStatusOf(actor.getSnapshot())).toBe('notFound');
    expect(loader.calls).toHaveLength(1);
    actor.send({ type: 'resource.reload' });
    loader.last().settle.resolve([{ id: 'g' }]);
    await settled('loaded');
  });

  it('treats a 404 as a failure like any other when the screen names no not-found text', async () => {
    const { actor, loader, settled } = start();
    loader.last().settle.reject(new ApiError('Item not found.', 404));
    await settled('error');
    expect(actor.getSnapshot().context.error).toBe('Item not found.');
  });

  it('leaves for its exit, replacing itself, when there is nothing to load', () => {
    const { actor, loader, toasts, navigations } = start({ load: null, exit: '/elsewhere' });
    expect(resourceStatusOf(actor.getSnapshot())).toBe('left');
    expect(actor.getSnapshot().status).toBe('done');
    expect(loader.calls).toHaveLength(0);
    expect(navigations).toEqual([{ to: '/elsewhere', replace: true }]);
    expect(toasts).toEqual([]);
  });

  it('leaves on failure when asked to, telling the failure (or the not-found text) in a toast', async () => {
    const failed = start({ exit: '/elsewhere', leaveOnFailure: true });
    failed.loader.last().settle.reject(new ApiError('The database is not reachable.', 503));
    await failed.settled('left');
    expect(failed.toasts).toEqual([{ kind: 'error', message: 'The database is not reachable.' }]);
    expect(failed.navigations).toEqual([{ to: '/elsewhere', replace: true }]);

    const missing = start({ exit: '/elsewhere', leaveOnFailure: true, notFoundText: 'No such item.' });
    missing.loader.last().settle.reject(new ApiError('Item not found.', 404));
    await missing.settled('left');
    expect(missing.toasts).toEqual([{ kind: 'error', message: 'No such item.' }]);
    expect(missing.navigations).toEqual([{ to: '/elsewhere', replace: true }]);
  });

  it('stopping the actor aborts the request in flight', () => {
    const { actor, loader } = start();
    actor.stop();
    expect(loader.last().signal.aborted).toBe(true);
  });
});
