// A throwaway PostgreSQL cluster for the test run: temp dir, free port on 127.0.0.1, run as the `postgres` user
// when we are root (initdb and postgres refuse to run as root), stopped and removed at the end.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface PostgresCluster {
  url(database: string): string;
  createDatabase(name: string, template?: string): Promise<string>;
  stop(): Promise<void>;
}

export type ClusterOrReason = { cluster: PostgresCluster } | { reason: string };

function findBinaries(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((entry) => existsSync(path.join(root, entry, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

export async function startPostgresCluster(): Promise<ClusterOrReason> {
  const bin = findBinaries();
  if (!bin) return { reason: 'no PostgreSQL binaries under /usr/lib/postgresql/*/bin' };
  const isRoot = process.getuid?.() === 0;
  let uid = -1;
  let gid = -1;
  if (isRoot) {
    try {
      uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
      gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    } catch {
      return { reason: 'running as root and there is no `postgres` system user to run PostgreSQL as' };
    }
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shineworks-pg-'));
  if (isRoot) chownSync(dir, uid, gid);
  const dataDir = path.join(dir, 'data');
  const run = (command: string, args: string[]) => {
    const [file, fileArgs] = isRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]] : [path.join(bin, command), args];
    const result = spawnSync(file, fileArgs, { encoding: 'utf8', cwd: dir });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  const port = await freePort();
  try {
    run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
    run('pg_ctl', [
      '-D', dataDir, '-l', path.join(dir, 'server.log'), '-w', '-t', '60',
      '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=120`,
      'start',
    ]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    return { reason: error instanceof Error ? error.message : String(error) };
  }
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    cluster: {
      url,
      createDatabase: (name, template) => createDatabaseOn(url('postgres'), name, template),
      async stop() {
        try {
          run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      },
    },
  };
}

/** Creates database `name` (a copy of `template` when given) on the cluster `adminUrl` points at; its URL. */
export async function createDatabaseOn(adminUrl: string, name: string, template?: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
