import { existsSync } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
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
 * Writes every pool picture that is not there yet as WebP under `<objectsDir>/demo/`. Each file is
 * written under a temporary name and renamed, so a crash never leaves a half file that a later run
 * would skip.
 */
export async function ensureDemoImages(objectsDir: string, specs: ImageSpec[] = demoImageSpecs()) {
  const folder = path.join(objectsDir, DEMO_IMAGE_FOLDER);
  await mkdir(folder, { recursive: true });
  let created = 0;
  for (const spec of specs) {
    const file = path.join(folder, `${spec.name}.webp`);
    if (existsSync(file)) continue;
    const partial = `${file}.${process.pid}.partial`;
    await sharp(Buffer.from(renderImageSvg(spec)))
      .webp({ quality: 78 })
      .toFile(partial);
    await rename(partial, file);
    created += 1;
  }
  return { created, total: specs.length };
}
