import sharp from 'sharp';
import type { Storage } from './storage';
import { VARIANTS, type VariantName } from './image-processing';

export const PLACEHOLDER_KEYS = {
  card: 'placeholder/card.webp',
  detail: 'placeholder/detail.webp',
  full: 'placeholder/full.webp',
} as const;

/** Neutral "no image" artwork: soft grey card with a picture outline. */
export function placeholderSvg(size = 800): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 800 800">
  <rect width="800" height="800" fill="#f1f5f9"/>
  <rect x="250" y="260" width="300" height="240" rx="24" fill="none" stroke="#94a3b8" stroke-width="18"/>
  <circle cx="330" cy="335" r="28" fill="#94a3b8"/>
  <path d="M268 480 L370 390 L440 450 L480 415 L532 480 Z" fill="#94a3b8"/>
  <text x="400" y="590" font-family="DejaVu Sans, Arial, sans-serif" font-size="44" fill="#64748b" text-anchor="middle">No image</text>
</svg>`;
}

/** Writes placeholder/card.webp, detail.webp and full.webp when missing (idempotent). */
export async function ensurePlaceholder(storage: Storage): Promise<void> {
  for (const name of Object.keys(PLACEHOLDER_KEYS) as VariantName[]) {
    const key = PLACEHOLDER_KEYS[name];
    if (await storage.get(key)) continue;
    const { width, quality } = VARIANTS[name];
    const buffer = await sharp(Buffer.from(placeholderSvg(width))).resize({ width }).webp({ quality }).toBuffer();
    await storage.put(key, buffer, 'image/webp');
  }
}
