import sharp, { type SharpOptions } from 'sharp';
import { CATALOG_MSG } from '@resellpk/domain';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/**
 * What the server decodes at most. A few KB of PNG or WebP can declare 30000 x 30000 px (a
 * decompression bomb: gigabytes of pixels); the header is read first and such an image is refused
 * before any pixel is decoded. 50 MP keeps a 48 MP phone photo; sharp's own default is 268 MP.
 */
export const MAX_IMAGE_SIDE_PX = 10_000;
export const MAX_IMAGE_PIXELS = 50_000_000;
export const IMAGE_MESSAGES = {
  notImage: CATALOG_MSG.imageRequired,
  tooLarge: CATALOG_MSG.imageTooLarge,
  tooManyPixels: CATALOG_MSG.imageDimensionsTooLarge,
} as const;

/** Every sharp() of an upload: the pixel limit is explicit, never sharp's default. */
const DECODE_OPTIONS: SharpOptions = { failOn: 'none', limitInputPixels: MAX_IMAGE_PIXELS };

/** Formats accepted as input, detected from the bytes by sharp (never from the name or MIME header). */
export const ACCEPTED_IMAGE_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'heif'] as const;

export class ImageRejectedError extends Error {
  constructor(
    readonly code: 'VALIDATION' | 'PAYLOAD_TOO_LARGE',
    message: string,
  ) {
    super(message);
    this.name = 'ImageRejectedError';
  }
}

export interface ImageVariant {
  buffer: Buffer;
  width: number;
  height: number;
  bytes: number;
}
export interface ProcessedImage {
  /** detected source format: jpeg | png | webp | gif | avif */
  sourceFormat: string;
  card: ImageVariant;
  detail: ImageVariant;
  full: ImageVariant;
}

export const VARIANTS = {
  card: { width: 320, quality: 62 },
  detail: { width: 800, quality: 78 },
  full: { width: 1600, quality: 82 },
} as const;
export type VariantName = keyof typeof VARIANTS;
export const CARD_MAX_BYTES = 30 * 1024;

/**
 * Detects the real format from the content and checks the declared size, reading only the header
 * (no pixel is decoded); throws ImageRejectedError (VALIDATION) when not an accepted image or
 * larger than MAX_IMAGE_SIDE_PX / MAX_IMAGE_PIXELS.
 */
export async function detectImageFormat(buffer: Buffer): Promise<string> {
  let format: string | undefined;
  let compression: string | undefined;
  let width = 0;
  let height = 0;
  try {
    // header only, nothing decoded: no pixel limit here, so an oversized image gets its own message below
    const meta = await sharp(buffer, { failOn: 'none', limitInputPixels: false }).metadata();
    format = meta.format;
    compression = meta.compression;
    width = meta.width ?? 0;
    // a multi-page image (animated GIF/WebP) is decoded one page at a time: page 1 only here
    height = meta.pageHeight ?? meta.height ?? 0;
  } catch {
    throw new ImageRejectedError('VALIDATION', IMAGE_MESSAGES.notImage);
  }
  if (width > MAX_IMAGE_SIDE_PX || height > MAX_IMAGE_SIDE_PX || width * height > MAX_IMAGE_PIXELS) {
    throw new ImageRejectedError('VALIDATION', IMAGE_MESSAGES.tooManyPixels);
  }
  if (format === 'heif') {
    // HEIF container: only AVIF (AV1) is accepted, not HEIC
    if (compression !== 'av1') throw new ImageRejectedError('VALIDATION', IMAGE_MESSAGES.notImage);
    return 'avif';
  }
  if (!format || !(ACCEPTED_IMAGE_FORMATS as readonly string[]).includes(format)) {
    throw new ImageRejectedError('VALIDATION', IMAGE_MESSAGES.notImage);
  }
  return format;
}

async function variant(buffer: Buffer, name: VariantName): Promise<ImageVariant> {
  const { width, quality } = VARIANTS[name];
  // rotate() applies EXIF orientation; output carries no metadata (sharp strips it by default)
  let q: number = quality;
  for (;;) {
    const { data, info } = await sharp(buffer, { ...DECODE_OPTIONS, animated: false })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: q, effort: 4, smartSubsample: true })
      .toBuffer({ resolveWithObject: true });
    if (name !== 'card' || data.length <= CARD_MAX_BYTES || q <= 30) {
      return { buffer: data, width: info.width, height: info.height, bytes: data.length };
    }
    q -= 10;
  }
}

/**
 * Validates an uploaded image by content and size, then produces the WebP variants: card (<= 320 px
 * wide, <= 30 KB for a typical photo), detail (<= 800 px) and full (<= 1600 px). Auto-oriented, no metadata.
 */
export async function processProductImage(buffer: Buffer, opts: { maxBytes?: number } = {}): Promise<ProcessedImage> {
  const maxBytes = opts.maxBytes ?? MAX_IMAGE_BYTES;
  if (!buffer || buffer.length === 0) throw new ImageRejectedError('VALIDATION', IMAGE_MESSAGES.notImage);
  if (buffer.length > maxBytes) throw new ImageRejectedError('PAYLOAD_TOO_LARGE', IMAGE_MESSAGES.tooLarge);
  const sourceFormat = await detectImageFormat(buffer);
  try {
    const [card, detail, full] = await Promise.all([variant(buffer, 'card'), variant(buffer, 'detail'), variant(buffer, 'full')]);
    return { sourceFormat, card, detail, full };
  } catch {
    // header looked fine but the pixel data is broken
    throw new ImageRejectedError('VALIDATION', IMAGE_MESSAGES.notImage);
  }
}

/** Keys for a new product image: `products/<productId>/<uuid>-card.webp` etc. */
export function productImageKeys(productId: string, imageId: string): { cardKey: string; detailKey: string; fullKey: string } {
  const base = `products/${productId}/${imageId}`;
  return { cardKey: `${base}-card.webp`, detailKey: `${base}-detail.webp`, fullKey: `${base}-full.webp` };
}

/**
 * One checked image for private files (payment screenshots, QR codes): the same content and size
 * checks as product images, re-encoded as one WebP (<= 1600 px wide, auto-oriented, no metadata),
 * so nothing the uploader put in the file (EXIF location, a script) is ever served back.
 */
export async function processSingleImage(buffer: Buffer, opts: { maxBytes?: number } = {}): Promise<ImageVariant> {
  const maxBytes = opts.maxBytes ?? MAX_IMAGE_BYTES;
  if (!buffer || buffer.length === 0) throw new ImageRejectedError('VALIDATION', IMAGE_MESSAGES.notImage);
  if (buffer.length > maxBytes) throw new ImageRejectedError('PAYLOAD_TOO_LARGE', IMAGE_MESSAGES.tooLarge);
  await detectImageFormat(buffer);
  try {
    return await variant(buffer, 'full');
  } catch {
    throw new ImageRejectedError('VALIDATION', IMAGE_MESSAGES.notImage);
  }
}
