// Secrets not given in the environment are generated once and kept in DATA_DIR (readable by the owner only).
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { withSecrets, type Config, type EnvConfig } from './config';

async function readOrCreate(file: string): Promise<string> {
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing !== '') return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const value = randomBytes(32).toString('base64url');
  try {
    await writeFile(file, `${value}\n`, { mode: 0o600, flag: 'wx' });
    return value;
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return (await readFile(file, 'utf8')).trim();
    throw error;
  }
}

export const sessionSecretFile = (dataDir: string) => path.join(dataDir, 'session-secret');
export const opsTokenFile = (dataDir: string) => path.join(dataDir, 'ops-token');

export async function loadSecrets(config: EnvConfig): Promise<Config> {
  await mkdir(config.dataDir, { recursive: true });
  return withSecrets(config, {
    sessionSecret: config.sessionSecret ?? (await readOrCreate(sessionSecretFile(config.dataDir))),
    opsToken: config.opsToken ?? (await readOrCreate(opsTokenFile(config.dataDir))),
  });
}
