import { CATALOG_MSG } from '@resellpk/domain';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGES_PER_UPLOAD = 8;
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';
const TYPES = IMAGE_ACCEPT.split(',');

/** Client-side pre-check mirroring the gateway's; returns the spec's message or null. */
export function imageProblem(file: { type: string; size: number }): string | null {
  if (!TYPES.includes(file.type)) return CATALOG_MSG.imageRequired;
  if (file.size > MAX_IMAGE_BYTES) return CATALOG_MSG.imageTooLarge;
  return null;
}

/** Splits files into upload requests of at most 8 (the gateway's per-request limit). */
export function chunkFiles<T>(files: T[], size = MAX_IMAGES_PER_UPLOAD): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < files.length; i += size) out.push(files.slice(i, i + size));
  return out;
}
