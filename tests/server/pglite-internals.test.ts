// server/db/prepared.ts and server/db/write-generation.ts reach below PGlite's query(): the two locks it takes,
// execProtocol, named statements kept between calls, and the client methods drizzle calls. Each assumption is
// checked here, so that a PGlite upgrade that changes one fails with a sentence naming it, instead of a read that
// runs inside another request's transaction or a write the remembered reads never hear of.
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { serialize } from 'pg-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverOf, type DatabaseHandle } from '../../server/db/client';
import { plainStatements, preparedStatements, type PreparedStatement } from '../../server/db/prepared';
import { services } from '../../server/db/schema';
import { watchWrites } from '../../server/db/write-generation';
import { openTemplatePglite, pgliteVersion } from './helpers/pglite-template';

const VERSION = pgliteVersion();
const PREPARED = 'server/db/prepared.ts (pgliteFirstRow)';
const WRITE_GENERATION = 'server/db/write-generation.ts (watchWrites)';
/** The failure message: what no longer holds, in which PGlite, and what to revisit. */
const revisit = (assumption: string, where: string) =>
  `PGlite ${VERSION}: ${assumption} — no longer true. Revisit ${where} and decisions 006, 008 and 010; until then run with FAST_READS=off, which uses only PGlite's public query().`;

const tick = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));

/** A gate that a callback can wait on until the test opens it. */
function gate(): { opened: Promise<void>; open(): void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

const concat = (parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((part) => [...part]));

const probe: PreparedStatement<'word'> = {
  name: 'internals_probe',
  text: 'select $1::text as word, null::text as nothing, count(*)::text as services from services',
  parameters: [{ placeholder: 'word' }],
};

describe(`PGlite ${VERSION}: the internals the fast reads rely on`, () => {
  let handle: DatabaseHandle;
  let client: PGlite;

  beforeAll(async () => {
    handle = await openTemplatePglite();
    const driver = driverOf(handle.db);
    if (!(driver instanceof PGlite)) throw new Error('the template database is not PGlite');
    client = driver;
  });
  afterAll(async () => handle?.close());

  it('still has every method prepared.ts and write-generation.ts call', () => {
    const used = { _runExclusiveTransaction: PREPARED, runExclusive: PREPARED, execProtocol: PREPARED, query: WRITE_GENERATION, exec: WRITE_GENERATION, transaction: WRITE_GENERATION };
    for (const [method, where] of Object.entries(used)) {
      expect(typeof (client as unknown as Record<string, unknown>)[method], revisit(`PGlite has a method ${method}()`, where)).toBe('function');
    }
  });

  it('_runExclusiveTransaction waits while a transaction is open (so a prepared read never runs inside one)', async () => {
    const inside = gate();
    const held = gate();
    const transaction = client.transaction(async (tx) => {
      await tx.query("update services set sort_order = sort_order where id = 'nothing'");
      inside.open();
      await held.opened;
    });
    let ran = false;
    try {
      await inside.opened;
      const read = client._runExclusiveTransaction(async () => {
        ran = true;
      });
      await tick();
      expect(ran, revisit('_runExclusiveTransaction() is the lock transaction() holds', PREPARED)).toBe(false);
      held.open();
      await read;
      expect(ran).toBe(true);
    } finally {
      held.open();
      await transaction;
    }
  });

  it('runExclusive is the lock query() takes (so a prepared read and a query never interleave)', async () => {
    const inside = gate();
    const held = gate();
    const exclusive = client.runExclusive(async () => {
      inside.open();
      await held.opened;
    });
    let answered = false;
    try {
      await inside.opened;
      const query = client.query('select 1').then(() => (answered = true));
      await tick();
      expect(answered, revisit('runExclusive() holds the lock that query() waits for', PREPARED)).toBe(false);
      held.open();
      await query;
      expect(answered).toBe(true);
    } finally {
      held.open();
      await exclusive;
    }
  });

  it('execProtocol answers a parse, bind, execute and sync with parseComplete and a text dataRow, and reports errors without throwing', async () => {
    const name = 'internals_first_call';
    const first = await client.execProtocol(
      concat([serialize.parse({ name, text: probe.text, types: [] }), serialize.bind({ statement: name, values: ['wash'] }), serialize.execute({}), serialize.sync()]),
      { syncToFs: false, throwOnError: false },
    );
    const names = first.messages.map((message) => message.name);
    expect(names, revisit('execProtocol() returns { messages } named parseComplete, bindComplete, dataRow, commandComplete, readyForQuery', PREPARED)).toEqual(
      expect.arrayContaining(['parseComplete', 'dataRow', 'readyForQuery']),
    );
    const row = first.messages.find((message) => message.name === 'dataRow');
    expect(row && 'fields' in row ? row.fields : undefined, revisit('a dataRow carries its columns as text in `fields`', PREPARED)).toEqual(['wash', null, expect.stringMatching(/^\d+$/)]);

    const failed = await client.execProtocol(
      concat([serialize.parse({ name: 'internals_broken', text: 'select no_such_column from services', types: [] }), serialize.bind({ statement: 'internals_broken', values: [] }), serialize.execute({}), serialize.sync()]),
      { syncToFs: false, throwOnError: false },
    );
    const failure = failed.messages.find((message) => message.name === 'error');
    expect(failure, revisit('with throwOnError: false, a failing statement comes back as an `error` message (an Error)', PREPARED)).toBeInstanceOf(Error);
    expect((await client.query<{ ok: number }>('select 1 as ok')).rows, revisit('the connection works again after a failed execProtocol() ended with sync', PREPARED)).toEqual([{ ok: 1 }]);
  });

  it('keeps a named statement for later calls, across a transaction in between', async () => {
    const name = 'internals_kept';
    await client.execProtocol(concat([serialize.parse({ name, text: probe.text, types: [] }), serialize.sync()]), { syncToFs: false, throwOnError: true });
    await client.transaction(async (tx) => tx.query('select 1'));
    const later = await client.execProtocol(concat([serialize.bind({ statement: name, values: ['polish'] }), serialize.execute({}), serialize.sync()]), {
      syncToFs: false,
      throwOnError: false,
    });
    expect(later.messages.find((message) => message.name === 'error'), revisit('a statement parsed under a name stays prepared on the connection', PREPARED)).toBeUndefined();
    const row = later.messages.find((message) => message.name === 'dataRow');
    expect(row && 'fields' in row ? (row.fields as unknown[])[0] : undefined).toBe('polish');
  });

  it('gives the same rows through the prepared path and the plain one (FAST_READS=off)', async () => {
    const prepared = preparedStatements(handle.db);
    const plain = plainStatements(handle.db);
    for (const word of ['wash', 'wax']) {
      const fromPrepared = await prepared.firstRow(probe, { word });
      expect(fromPrepared, revisit('the prepared path answers as query() does', PREPARED)).toEqual(await plain.firstRow(probe, { word }));
    }
  });

  it('lets watchWrites see every write drizzle makes, and no prepared read', async () => {
    const generation = watchWrites(client);
    const moves = async (work: () => Promise<unknown>) => {
      const before = generation.value;
      await work();
      return generation.value - before;
    };
    const calledAtRunTime = revisit("drizzle calls the client's own query() and transaction() each time it runs a statement", WRITE_GENERATION);
    expect(await moves(() => handle.db.update(services).set({ sortOrder: sql`${services.sortOrder}` }).where(eq(services.id, 'nothing'))), calledAtRunTime).toBe(1);
    expect(await moves(() => handle.db.transaction(async (tx) => tx.update(services).set({ sortOrder: sql`${services.sortOrder}` }).where(eq(services.id, 'nothing')))), calledAtRunTime).toBe(1);
    expect(await moves(() => handle.db.select({ id: services.id }).from(services).limit(1)), revisit('a plain select goes through query() unchanged', WRITE_GENERATION)).toBe(0);
    expect(await moves(() => preparedStatements(handle.db).firstRow(probe, { word: 'read' })), revisit('execProtocol() does not go through query(), exec() or transaction()', PREPARED)).toBe(0);
  });
});
