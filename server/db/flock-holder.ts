// An operating-system lock (flock(2)) on a file for as long as this process lives, without a native addon: a child
// `flock` (util-linux) takes it and runs a shell that says "held" and then reads its stdin, a pipe from this process.
// When this process ends in any way, SIGKILL included, the pipe closes, the child ends and the kernel drops the lock.
// The kernel keeps flock locks per open file, so they hold across pid namespaces (two containers, both pid 1).
import { spawn } from 'node:child_process';
import { Socket } from 'node:net';

/** flock's exit code when another process holds the lock (`--conflict-exit-code`). */
const CONFLICT_EXIT_CODE = 75;
const HELD = 'held';
const RELEASE_WAIT_MS = 5_000;

export interface HeldFlock {
  /** Closes the pipe and resolves once the child, and so the lock, is gone. */
  release(): Promise<void>;
}

export type FlockOutcome =
  | { kind: 'held'; lock: HeldFlock }
  | { kind: 'busy' }
  /** No flock program to run (not installed, or not runnable). */
  | { kind: 'unavailable'; reason: string };

export interface FlockOptions {
  /** The flock program; tests name a missing one. */
  command?: string;
  /** Called if the child ends while the lock is still wanted: the directory is no longer protected. */
  onLost: (reason: string) => void;
}

/** Takes an exclusive lock on `file` (created when missing) without waiting for it. */
export function takeFlock(file: string, options: FlockOptions): Promise<FlockOutcome> {
  const child = spawn(
    options.command ?? 'flock',
    ['--exclusive', '--nonblock', '--conflict-exit-code', String(CONFLICT_EXIT_CODE), file, 'sh', '-c', `echo ${HELD}; exec cat >/dev/null`],
    // flock's own complaints (a file it cannot open) go to the server's stderr.
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const { stdin, stdout } = child;
  // Writing to a child that has gone would raise EPIPE; its exit is what matters, and is handled below.
  stdin.on('error', () => {});
  let released = false;

  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const release = async () => {
    if (released) return;
    released = true;
    child.ref();
    stdin.end();
    const timer = setTimeout(() => child.kill('SIGKILL'), RELEASE_WAIT_MS);
    await exited;
    clearTimeout(timer);
  };

  return new Promise<FlockOutcome>((resolve, reject) => {
    let output = '';
    const onOutput = (chunk: Buffer) => {
      output += chunk.toString();
      if (!output.includes(HELD)) return;
      stdout.off('data', onOutput);
      stdout.destroy();
      // The lock lives as long as this process, but keeps it running no more than an open file would.
      if (stdin instanceof Socket) stdin.unref();
      child.unref();
      child.once('exit', (code, signal) => {
        if (!released) options.onLost(`the flock process ended (${signal ?? `exit code ${code}`})`);
      });
      resolve({ kind: 'held', lock: { release } });
    };
    stdout.on('data', onOutput);
    child.once('error', (error: NodeJS.ErrnoException) => {
      released = true;
      if (error.code === 'ENOENT' || error.code === 'EACCES') resolve({ kind: 'unavailable', reason: `${options.command ?? 'flock'}: ${error.message}` });
      else reject(error);
    });
    child.once('exit', (code, signal) => {
      if (output.includes(HELD)) return;
      released = true;
      if (code === CONFLICT_EXIT_CODE) resolve({ kind: 'busy' });
      else reject(new Error(`flock could not lock ${file} (${signal ?? `exit code ${code}`}); util-linux's flock is needed.`));
    });
  });
}
