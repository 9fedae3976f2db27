// Makes the web app's PNG icons from web/public/favicon.svg, once: the PNGs are committed, so run
// this again only when the favicon changes (`node scripts/make-icons.mjs`).
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const publicDir = path.join(root, 'web/public');
const favicon = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');

const BRAND = /fill="(#[0-9a-f]{6})"/i.exec(favicon)?.[1] ?? '#2563eb';
const HOUSE = /<path[^>]*\/>/.exec(favicon)?.[0];
if (!HOUSE) throw new Error('favicon.svg has no <path> to draw the house from');

/**
 * The house on a full square of the brand colour, scaled to `scale` of the 32-unit canvas about
 * its centre: maskable icons are cropped to a circle of 80% by the launcher, and iOS rounds the
 * apple-touch-icon's corners itself, so both need the colour to the edges and room around the house.
 */
const fullBleed = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND}"/>` +
  `<g transform="translate(16 16) scale(${scale}) translate(-16 -16.5)">${HOUSE}</g></svg>`;

const icons = [
  { file: 'icons/icon-192.png', size: 192, svg: favicon },
  { file: 'icons/icon-512.png', size: 512, svg: favicon },
  { file: 'icons/icon-maskable-512.png', size: 512, svg: fullBleed(0.6) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.75) },
];

mkdirSync(path.join(publicDir, 'icons'), { recursive: true });
for (const { file, size, svg } of icons) {
  // Rasterised at the final size (density), not scaled up from a 32-pixel bitmap.
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(publicDir, file));
  console.log(`wrote web/public/${file} (${size}×${size})`);
}
