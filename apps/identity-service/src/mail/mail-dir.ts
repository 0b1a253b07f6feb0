import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The monorepo root (package.json named "resellpk") above `from`, or the working directory. */
export function findRepoRoot(from: string = __dirname): string {
  let dir = path.resolve(from);
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        if (JSON.parse(readFileSync(manifest, 'utf8')).name === 'resellpk') return dir;
      } catch {
        // unreadable manifest: keep walking up
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

export function defaultMailDir(): string {
  return path.join(findRepoRoot(), 'tmp', 'mail');
}

/** `<Date.now()>-<to>.json`, with anything unsafe in a file name replaced. */
export function mailFileName(to: string, now = Date.now()): string {
  return `${now}-${to.replace(/[^a-zA-Z0-9@._+-]/g, '_')}.json`;
}
