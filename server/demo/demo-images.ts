import { existsSync } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { DEMO_IMAGE_SIZES, thumbnailPathOf } from '@contracts/listing-images';
import sharp from 'sharp';
import { DEMO_IMAGE_FOLDER, demoImageSpecs, type ImageSpec } from './image-pool';
import { createRandom } from './prng';
import { exteriorSvg } from './svg-exterior';
import { interiorSvg } from './svg-interior';

/** The SVG of one pool picture; the same name always draws the same picture. */
export function renderImageSvg(spec: ImageSpec): string {
  const random = createRandom(`image:${spec.name}`);
  return spec.category === 'exterior' ? exteriorSvg(spec.kind, random) : interiorSvg(spec.kind, random);
}

/**
 * Writes every pool picture that is not there yet as WebP under `<objectsDir>/demo/`, with its
 * thumbnail beside it (the web app offers both in a `srcset`, so phones fetch the small one). Each
 * file is written under a temporary name and renamed, so a crash never leaves a half file that a
 * later run would skip; a pool drawn before thumbnails existed gets them on the next start.
 */
export async function ensureDemoImages(objectsDir: string, specs: ImageSpec[] = demoImageSpecs()) {
  const folder = path.join(objectsDir, DEMO_IMAGE_FOLDER);
  await mkdir(folder, { recursive: true });
  let created = 0;
  for (const spec of specs) {
    const file = path.join(folder, `${spec.name}.webp`);
    const thumbnail = thumbnailPathOf(file);
    if (existsSync(file) && existsSync(thumbnail)) continue;
    const svg = Buffer.from(renderImageSvg(spec));
    await writeOnce(file, () => sharp(svg).webp({ quality: 78 }));
    await writeOnce(thumbnail, () =>
      sharp(svg).resize({ width: DEMO_IMAGE_SIZES.thumbnail }).webp({ quality: 75 }),
    );
    created += 1;
  }
  return { created, total: specs.length };
}

async function writeOnce(file: string, image: () => sharp.Sharp) {
  if (existsSync(file)) return;
  const partial = `${file}.${process.pid}.partial`;
  await image().toFile(partial);
  await rename(partial, file);
}
