import { findRepoRoot } from '@resellpk/backend-config';
import path from 'node:path';

export function defaultMailDir(): string {
  return path.join(findRepoRoot(), 'tmp', 'mail');
}

/** `<Date.now()>-<to>.json`, with anything unsafe in a file name replaced. */
export function mailFileName(to: string, now = Date.now()): string {
  return `${now}-${to.replace(/[^a-zA-Z0-9@._+-]/g, '_')}.json`;
}
