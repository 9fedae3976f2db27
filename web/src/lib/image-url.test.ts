import { describe, expect, it } from 'vitest';
import { imageSources, listingImages, resolveImageUrl } from './image-url';

describe('resolveImageUrl (SPEC 7, Images)', () => {
  it('serves a stored path from /objects', () => {
    expect(resolveImageUrl('/demo/exterior-01.webp')).toBe('/objects/demo/exterior-01.webp');
    expect(resolveImageUrl('/uploads/a.png')).toBe('/objects/uploads/a.png');
    expect(resolveImageUrl('/photo.jpg')).toBe('/objects/photo.jpg');
  });

  it('does not prefix a path that is already under /objects', () => {
    expect(resolveImageUrl('/objects/uploads/a.png')).toBe('/objects/uploads/a.png');
  });

  it('maps an absolute URL with a private uploads segment to /objects/uploads/{file}', () => {
    expect(resolveImageUrl('https://storage.example.com/bucket/.private/uploads/3f9a?X-Sig=1')).toBe(
      '/objects/uploads/3f9a',
    );
    expect(resolveImageUrl('https://cdn.example.com/private/uploads/photo.webp')).toBe(
      '/objects/uploads/photo.webp',
    );
  });

  it('uses other web addresses as they are', () => {
    expect(resolveImageUrl('https://images.example.com/house.jpg')).toBe(
      'https://images.example.com/house.jpg',
    );
    expect(resolveImageUrl('http://example.com/a/b.png')).toBe('http://example.com/a/b.png');
  });

  it('treats a bare name as an upload', () => {
    expect(resolveImageUrl('3f9a.png')).toBe('/objects/uploads/3f9a.png');
    expect(resolveImageUrl('  photo.jpg ')).toBe('/objects/uploads/photo.jpg');
  });

  it('keeps data and blob URLs (previews before upload)', () => {
    expect(resolveImageUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(resolveImageUrl('blob:http://localhost/1')).toBe('blob:http://localhost/1');
  });

  it('drops blank entries from a listing', () => {
    expect(listingImages(['', '/demo/a.webp', '  '])).toEqual(['/objects/demo/a.webp']);
  });
});

describe('imageSources', () => {
  it('offers an upload at its thumbnail and display widths', () => {
    const photo = '/objects/uploads/0123456789abcdef0123456789abcdef.webp';
    expect(imageSources(photo)).toEqual({
      src: photo,
      srcSet:
        '/objects/uploads/0123456789abcdef0123456789abcdef-thumb.webp 480w, /objects/uploads/0123456789abcdef0123456789abcdef.webp 1600w',
    });
  });

  it('offers a demo picture at 480 and 800 pixels wide', () => {
    expect(imageSources('/objects/demo/exterior-detached-01.webp').srcSet).toBe(
      '/objects/demo/exterior-detached-01-thumb.webp 480w, /objects/demo/exterior-detached-01.webp 800w',
    );
  });

  it('gives other pictures no srcset: only one size of them exists', () => {
    expect(imageSources('https://images.example.com/house.jpg')).toEqual({
      src: 'https://images.example.com/house.jpg',
    });
    expect(imageSources('/objects/uploads/photo.png').srcSet).toBeUndefined();
  });
});
