#!/usr/bin/env node
// Regenerates the raster brand icons from libs/web/ui/brand-icons/favicon.svg (the logo mark of
// libs/web/ui/src/brand.tsx): favicon.ico (16, 32 and 48 px PNGs) for browsers that ask for
// /favicon.ico, and apple-touch-icon.png (180 px, square: iOS rounds the corners itself).
// Run after changing the SVG: node tools/brand-icons.js
const fs = require('node:fs');
const path = require('node:path');
const sharp = require('sharp');

const dir = path.resolve(__dirname, '../libs/web/ui/brand-icons');
const svg = fs.readFileSync(path.join(dir, 'favicon.svg'), 'utf8');

const png = (source, size) => sharp(Buffer.from(source), { density: (72 * size) / 28 }).resize(size, size).png().toBuffer();

/** An ICO file whose images are PNGs (supported by every browser since IE 9). */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.data)]);
}

async function main() {
  const sizes = [16, 32, 48];
  const images = await Promise.all(sizes.map(async (size) => ({ size, data: await png(svg, size) })));
  fs.writeFileSync(path.join(dir, 'favicon.ico'), ico(images));
  const square = svg.replace(/ rx="[^"]*"/, '');
  fs.writeFileSync(path.join(dir, 'apple-touch-icon.png'), await png(square, 180));
  console.log(`[brand-icons] wrote favicon.ico (${sizes.join(', ')} px) and apple-touch-icon.png to ${dir}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
