import { findRepoRoot } from '@resellpk/backend-config';
import { mkdir, readFile, rm, unlink, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

export interface StoredObject {
  buffer: Buffer;
  contentType: string;
}

/**
 * Where media bytes live. Keys are relative, slash-separated paths (`products/<id>/<uuid>-card.webp`).
 * Development and tests use LocalDiskStorage, the one implementation today; an S3-compatible
 * bucket for production goes behind this same interface (see README).
 */
export interface Storage {
  put(key: string, buffer: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** deletes every key under `prefix` (a folder) */
  deletePrefix(prefix: string): Promise<void>;
}

export class InvalidMediaKeyError extends Error {
  constructor(key: string) {
    super(`Invalid media key: ${JSON.stringify(key)}`);
    this.name = 'InvalidMediaKeyError';
  }
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const NOT_STORED = new Set(['ENOENT', 'EISDIR', 'ENOTDIR', 'ENAMETOOLONG']);

/** True for `a/b/c.webp`-style keys: no `..`, no absolute paths, no backslashes, no empty segments. */
export function isSafeMediaKey(key: unknown): key is string {
  if (typeof key !== 'string' || key.length === 0 || key.length > 512) return false;
  const parts = key.split('/');
  // 255: the longest file name a file system takes (NAME_MAX); longer is ENAMETOOLONG, not a miss
  return parts.every((p) => p !== '.' && p !== '..' && p.length <= 255 && SEGMENT.test(p) && !p.includes('..'));
}

export function assertSafeMediaKey(key: string): void {
  if (!isSafeMediaKey(key)) throw new InvalidMediaKeyError(key);
}

const TYPES_BY_EXT: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
};

/** The content type a stored key is served with (from its extension, as LocalDiskStorage answers). */
export function contentTypeOfKey(key: string): string {
  return TYPES_BY_EXT[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

/** MEDIA_DIR when set, else `<repo>/tmp/media`. */
export function defaultMediaDir(env: NodeJS.ProcessEnv = process.env): string {
  return env['MEDIA_DIR'] ? path.resolve(env['MEDIA_DIR']) : path.join(findRepoRoot(), 'tmp', 'media');
}

/** Files under one directory; the content type is derived from the key's extension. */
export class LocalDiskStorage implements Storage {
  readonly dir: string;

  constructor(dir: string = defaultMediaDir()) {
    this.dir = path.resolve(dir);
  }

  private pathFor(key: string): string {
    assertSafeMediaKey(key);
    const full = path.resolve(this.dir, ...key.split('/'));
    if (!full.startsWith(this.dir + path.sep)) throw new InvalidMediaKeyError(key);
    return full;
  }

  async put(key: string, buffer: Buffer, _contentType: string): Promise<void> {
    const file = this.pathFor(key);
    await mkdir(path.dirname(file), { recursive: true });
    // write then rename: a reader never sees a half-written file
    const tmp = `${file}.${randomUUID()}.tmp`;
    await writeFile(tmp, buffer);
    await rename(tmp, file);
  }

  async get(key: string): Promise<StoredObject | null> {
    if (!isSafeMediaKey(key)) return null;
    try {
      const buffer = await readFile(this.pathFor(key));
      return { buffer, contentType: contentTypeOfKey(key) };
    } catch (err) {
      // no such file, a folder, or a path through a file: nothing stored under that key
      if (NOT_STORED.has((err as NodeJS.ErrnoException).code ?? '')) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await unlink(this.pathFor(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }

  async deletePrefix(prefix: string): Promise<void> {
    const clean = prefix.replace(/\/+$/, '');
    await rm(this.pathFor(clean), { recursive: true, force: true });
  }
}
