// Flushing files and directories to the disk: what the operating system holds in its cache is lost in a power cut,
// and a file renamed or created is only there after its directory is flushed too.
import fs from 'node:fs';
import path from 'node:path';

/** fsync(2) on a file or a directory (a directory holds the names of what was created or renamed in it). */
export function flushPath(target: string): void {
  const fd = fs.openSync(target, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Flushes every file and directory under `dir`, then `dir` itself: a tree written without flushing. */
export function flushTree(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const inside = path.join(dir, entry.name);
    if (entry.isDirectory()) flushTree(inside);
    else if (entry.isFile()) flushPath(inside);
  }
  flushPath(dir);
}

/** Replaces the content of `file` and flushes it before returning. */
export function writeFileFlushed(file: string, text: string): void {
  const fd = fs.openSync(file, 'w');
  try {
    fs.writeFileSync(fd, text);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** mkdir -p, with the name of every directory it created flushed into its parent. */
export function makeDirectoryFlushed(dir: string): void {
  const first = fs.mkdirSync(dir, { recursive: true });
  if (first === undefined) return;
  for (let created = path.resolve(dir); ; created = path.dirname(created)) {
    flushPath(path.dirname(created));
    if (created === path.resolve(first)) return;
  }
}
