import { mkdtemp, rm, writeFile, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { pngDeclaring } from '@resellpk/backend-testing';
import {
  CARD_MAX_BYTES,
  IMAGE_MESSAGES,
  ImageRejectedError,
  LocalDiskStorage,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE_PX,
  PLACEHOLDER_KEYS,
  ensurePlaceholder,
  isSafeMediaKey,
  processProductImage,
  processSingleImage,
} from './index';

/** A photo-like image: smooth gradients plus per-pixel noise (compresses like a real photo). */
async function photoLike(width: number, height: number, format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  let seed = 12345;
  const rnd = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const n = (rnd() - 0.5) * 40;
      raw[i] = Math.max(0, Math.min(255, 120 + 100 * Math.sin(x / 90) + n));
      raw[i + 1] = Math.max(0, Math.min(255, 110 + 80 * Math.cos(y / 70) + n));
      raw[i + 2] = Math.max(0, Math.min(255, 100 + 60 * Math.sin((x + y) / 50) + n));
    }
  }
  const img = sharp(raw, { raw: { width, height, channels: 3 } });
  return format === 'jpeg' ? img.jpeg({ quality: 90 }).withMetadata({ orientation: 6 }).toBuffer() : img.png().toBuffer();
}

describe('processProductImage', () => {
  it('makes WebP card/detail/full from a photo, card <= 30 KB, auto-oriented, no metadata', async () => {
    const src = await photoLike(1800, 1200); // EXIF orientation 6 = rotated 90deg
    const out = await processProductImage(src);
    expect(out.sourceFormat).toBe('jpeg');
    expect(out.card.width).toBe(320);
    expect(out.card.bytes).toBeLessThanOrEqual(CARD_MAX_BYTES);
    // rotated: portrait now
    expect(out.card.height).toBeGreaterThan(out.card.width);
    expect(out.detail.width).toBe(800);
    expect(out.full.width).toBe(1200);
    const meta = await sharp(out.card.buffer).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('accepts PNG, WebP, GIF and AVIF by content and does not enlarge small images', async () => {
    const base = sharp({ create: { width: 200, height: 100, channels: 3, background: '#3366cc' } });
    for (const [fmt, buf] of [
      ['png', await base.clone().png().toBuffer()],
      ['webp', await base.clone().webp().toBuffer()],
      ['gif', await base.clone().gif().toBuffer()],
      ['avif', await base.clone().avif().toBuffer()],
    ] as const) {
      const out = await processProductImage(buf);
      expect(out.sourceFormat).toBe(fmt);
      expect(out.full.width).toBe(200);
    }
  });

  it('refuses a text file renamed .jpg and an SVG', async () => {
    const text = Buffer.from('this is not an image, just text pretending to be photo.jpg\n'.repeat(20));
    await expect(processProductImage(text)).rejects.toMatchObject({ code: 'VALIDATION', message: 'Please select an image file' });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    await expect(processProductImage(svg)).rejects.toBeInstanceOf(ImageRejectedError);
    await expect(processProductImage(Buffer.alloc(0))).rejects.toMatchObject({ code: 'VALIDATION' });
  });

  it('refuses images over the limit with the spec message', async () => {
    const png = await photoLike(300, 300, 'png');
    await expect(processProductImage(png, { maxBytes: 1000 })).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Please select an image smaller than 5MB',
    });
    await expect(processProductImage(Buffer.alloc(5 * 1024 * 1024 + 1, 1))).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });
});

describe('decoding limits (decompression bombs)', () => {
  const tooManyPixels = { code: 'VALIDATION', message: IMAGE_MESSAGES.tooManyPixels };

  it('refuses, from the header alone, a tiny PNG declaring 30000 x 30000 px', async () => {
    const bomb = pngDeclaring(30_000, 30_000);
    expect(bomb.length).toBeLessThan(200);
    await expect(processSingleImage(bomb)).rejects.toMatchObject(tooManyPixels);
    await expect(processProductImage(bomb)).rejects.toMatchObject(tooManyPixels);
  });

  it('refuses a complete, valid image over the pixel limit that sharp would decode by default', async () => {
    // 81 MP of grey in ~80 KB: under sharp's own default (268 MP) and 10,000 px a side, over 50 MP
    const side = 9_000;
    expect(side * side).toBeGreaterThan(MAX_IMAGE_PIXELS);
    const png = pngDeclaring(side, side, side);
    expect(png.length).toBeLessThan(1024 * 1024);
    await expect(processSingleImage(png)).rejects.toMatchObject(tooManyPixels);
  });

  it('refuses a side over the limit however few pixels in all', async () => {
    const strip = pngDeclaring(MAX_IMAGE_SIDE_PX + 1, 20, 20);
    await expect(processSingleImage(strip)).rejects.toMatchObject(tooManyPixels);
    await expect(processProductImage(pngDeclaring(20, MAX_IMAGE_SIDE_PX + 1, MAX_IMAGE_SIDE_PX + 1))).rejects.toMatchObject(tooManyPixels);
  });

  it('still takes an ordinary large photo', async () => {
    const out = await processSingleImage(pngDeclaring(4000, 3000, 3000));
    expect(out.width).toBe(1600);
  });
});

describe('LocalDiskStorage', () => {
  let dir: string;
  beforeEach(async () => (dir = await mkdtemp(path.join(tmpdir(), 'media-'))));
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('puts, gets, deletes and deletes prefixes', async () => {
    const s = new LocalDiskStorage(dir);
    await s.put('products/p1/a-card.webp', Buffer.from('a'), 'image/webp');
    await s.put('products/p1/b-card.webp', Buffer.from('b'), 'image/webp');
    await s.put('products/p2/c-card.webp', Buffer.from('c'), 'image/webp');
    expect(await s.get('products/p1/a-card.webp')).toEqual({ buffer: Buffer.from('a'), contentType: 'image/webp' });
    await s.delete('products/p1/a-card.webp');
    expect(await s.get('products/p1/a-card.webp')).toBeNull();
    await s.delete('products/p1/missing.webp');
    await s.deletePrefix('products/p1');
    expect(await s.get('products/p1/b-card.webp')).toBeNull();
    expect((await s.get('products/p2/c-card.webp'))?.buffer.toString()).toBe('c');
  });

  it('rejects unsafe keys', async () => {
    const s = new LocalDiskStorage(path.join(dir, 'inner'));
    await writeFile(path.join(dir, 'secret.txt'), 'x');
    for (const key of ['../secret.txt', 'a/../../secret.txt', '/etc/passwd', 'a//b', 'a\\b', '', '.hidden']) {
      expect(isSafeMediaKey(key)).toBe(false);
      await expect(s.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow('Invalid media key');
      expect(await s.get(key)).toBeNull();
    }
    expect(await readFile(path.join(dir, 'secret.txt'), 'utf8')).toBe('x');
  });

  it('finds nothing (instead of failing) under a key too long for the file system or through a file', async () => {
    const s = new LocalDiskStorage(dir);
    await s.put('a/b.webp', Buffer.from('x'), 'image/webp');
    expect(isSafeMediaKey('a'.repeat(256))).toBe(false);
    expect(isSafeMediaKey(`a/${'b'.repeat(255)}`)).toBe(true);
    expect(await s.get(`a/${'b'.repeat(255)}`)).toBeNull();
    expect(await s.get('a'.repeat(300))).toBeNull();
    expect(await s.get('a/b.webp/c.webp')).toBeNull();
  });

  it('ensurePlaceholder writes the three WebP placeholders once', async () => {
    const s = new LocalDiskStorage(dir);
    await ensurePlaceholder(s);
    for (const key of Object.values(PLACEHOLDER_KEYS)) {
      const obj = await s.get(key);
      expect(obj?.contentType).toBe('image/webp');
      expect((await sharp(obj!.buffer).metadata()).format).toBe('webp');
    }
    expect((await sharp((await s.get(PLACEHOLDER_KEYS.card))!.buffer).metadata()).width).toBe(320);
    await ensurePlaceholder(s);
  });
});
