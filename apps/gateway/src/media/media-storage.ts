import { defaultMediaDir, LocalDiskStorage, type Storage } from '@resellpk/backend-media';

/** Injection token of the media Storage (local directory MEDIA_DIR, same default as the lib). */
export const MEDIA_STORAGE = Symbol('MEDIA_STORAGE');

export function createMediaStorage(env: NodeJS.ProcessEnv = process.env): Storage {
  return new LocalDiskStorage(defaultMediaDir(env));
}

/** Keys under this folder are private files (screenshots, QR codes): /api/media never serves them. */
export const PRIVATE_MEDIA_PREFIX = 'private/';
