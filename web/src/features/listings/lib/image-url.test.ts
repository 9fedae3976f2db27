import { describe, expect, it } from 'vitest';
import { listingImages, resolveImageUrl } from './image-url';

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
