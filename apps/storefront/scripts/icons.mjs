#!/usr/bin/env node
// Writes the shop's icons from one drawing: app/icon.svg, app/favicon.ico (16, 32, 48), app/apple-icon.png (180)
// and the web manifest's PNGs in public/ (192, 512, and a maskable 512 whose mark stays inside the safe zone).
// Run with `pnpm --filter @shop/storefront icons` after changing the drawing; the outputs are committed.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const app = fileURLToPath(new URL('../app/', import.meta.url));
const publicDir = fileURLToPath(new URL('../public/', import.meta.url));

/** The brand's primary colour (@shop/ui's --shop-color-primary) behind a white pulse line. */
const ICON_BACKGROUND = '#004f8c';

/** `rounded`: corners for browsers' tabs; square for icons the platform masks (Android) or rounds (iOS). */
function iconSvg({ rounded }) {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><title>Logo</title>',
    `<rect width="512" height="512"${rounded ? ' rx="112"' : ''} fill="${ICON_BACKGROUND}"/>`,
    '<path d="M80 272h80l40-96 64 192 48-128 24 32h96" fill="none" stroke="#fff" stroke-width="40" ',
    'stroke-linecap="round" stroke-linejoin="round"/>',
    '</svg>',
    '',
  ].join('');
}

const png = (svg, size) => sharp(Buffer.from(svg)).resize(size, size).png({ compressionLevel: 9 }).toBuffer();

/** An ICO file of PNG images (every browser since IE Vista reads PNG entries). */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map(({ data }) => data)]);
}

const rounded = iconSvg({ rounded: true });
const square = iconSvg({ rounded: false });
writeFileSync(`${app}icon.svg`, rounded);
writeFileSync(
  `${app}favicon.ico`,
  ico(await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(rounded, size) })))),
);
writeFileSync(`${app}apple-icon.png`, await png(square, 180));
writeFileSync(`${publicDir}icon-192.png`, await png(rounded, 192));
writeFileSync(`${publicDir}icon-512.png`, await png(rounded, 512));
writeFileSync(`${publicDir}icon-maskable-512.png`, await png(square, 512));
