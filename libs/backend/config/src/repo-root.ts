import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The monorepo root (package.json named "resellpk") above `from`, or the working directory.
 * Development defaults (mail and media folders under `<repo>/tmp`) hang off it, so they are the
 * same whether an app runs from `dist/` or from sources in a test.
 */
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
