import { describe, expect, it } from 'vitest';
import { moveItem, pickImageFiles, thumbnailOf } from './image-files';

const file = (name: string, type: string, size = 1000) =>
  new File([new Uint8Array(Math.min(size, 16))], name, { type }) as File & { size: number };
const sized = (name: string, type: string, size: number) => {
  const f = file(name, type);
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('pickImageFiles', () => {
  it('takes images only, 10 MB at most each, and names the files it refuses', () => {
    const picked = pickImageFiles(
      [
        file('front.jpg', 'image/jpeg'),
        file('plan.pdf', 'application/pdf'),
        file('logo.svg', 'image/svg+xml'),
        sized('huge.png', 'image/png', 10_485_761),
        sized('limit.png', 'image/png', 10_485_760),
      ],
      0,
    );
    expect(picked.accepted.map((f) => f.name)).toEqual(['front.jpg', 'limit.png']);
    expect(picked.problems).toEqual([
      'plan.pdf is not a JPEG, PNG, WebP or GIF image',
      'logo.svg is not a JPEG, PNG, WebP or GIF image',
      'huge.png is larger than 10 MB',
    ]);
  });

  it('keeps a listing at 5 photos, counting those it already has', () => {
    const photos = ['a', 'b', 'c', 'd'].map((n) => file(`${n}.jpg`, 'image/jpeg'));
    const picked = pickImageFiles(photos, 3);
    expect(picked.accepted.map((f) => f.name)).toEqual(['a.jpg', 'b.jpg']);
    expect(picked.problems).toEqual(['You can only upload up to 5 images']);
    expect(pickImageFiles(photos, 5).accepted).toEqual([]);
  });
});

describe('thumbnailOf', () => {
  it('points an uploaded photo at its thumbnail and leaves anything else alone', () => {
    const photo = '/objects/uploads/0123456789abcdef0123456789abcdef.webp';
    expect(thumbnailOf(photo)).toBe('/objects/uploads/0123456789abcdef0123456789abcdef-thumb.webp');
    expect(thumbnailOf('/objects/demo/house.webp')).toBe('/objects/demo/house.webp');
  });
});

describe('moveItem', () => {
  it('moves one photo and keeps the others in order', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });
});
