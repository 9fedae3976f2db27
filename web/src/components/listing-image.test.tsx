import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ListingImage } from './listing-image';

const UPLOAD = '/objects/uploads/0123456789abcdef0123456789abcdef.webp';
const CARD_SIZES = '(min-width: 1024px) 400px, 100vw';

const picture = () => screen.getByRole('img', { name: 'Garden flat' });
const preloads = () => document.head.querySelectorAll('link[rel="preload"][as="image"]');

afterEach(() => {
  for (const link of preloads()) link.remove();
});

describe('ListingImage', () => {
  it('offers the stored sizes of an upload, with the width it is drawn at', () => {
    render(<ListingImage src={UPLOAD} alt="Garden flat" sizes={CARD_SIZES} />);
    expect(picture().getAttribute('src')).toBe(UPLOAD);
    expect(picture().getAttribute('srcset')).toBe(
      '/objects/uploads/0123456789abcdef0123456789abcdef-thumb.webp 480w, /objects/uploads/0123456789abcdef0123456789abcdef.webp 1600w',
    );
    expect(picture().getAttribute('sizes')).toBe(CARD_SIZES);
  });

  it('resolves a stored demo path and offers its 480 and 800 pixel versions', () => {
    render(<ListingImage src="/demo/exterior-detached-01.webp" alt="Garden flat" sizes="100vw" />);
    expect(picture().getAttribute('src')).toBe('/objects/demo/exterior-detached-01.webp');
    expect(picture().getAttribute('srcset')).toBe(
      '/objects/demo/exterior-detached-01-thumb.webp 480w, /objects/demo/exterior-detached-01.webp 800w',
    );
  });

  it('keeps its 4:3 box before the picture arrives: width and height are always set', () => {
    render(<ListingImage src="https://images.example.com/house.jpg" alt="Garden flat" sizes="100vw" />);
    expect(picture().getAttribute('width')).toBe('800');
    expect(picture().getAttribute('height')).toBe('600');
    // Only one size of a picture from elsewhere exists: no srcset, and so no sizes either.
    expect(picture().hasAttribute('srcset')).toBe(false);
    expect(picture().hasAttribute('sizes')).toBe(false);
  });

  it('loads lazily and decodes off the main thread by default (below the fold)', () => {
    render(<ListingImage src={UPLOAD} alt="Garden flat" sizes="100vw" />);
    expect(picture().getAttribute('loading')).toBe('lazy');
    expect(picture().getAttribute('decoding')).toBe('async');
    expect(picture().hasAttribute('fetchpriority')).toBe(false);
    expect(preloads()).toHaveLength(0);
  });

  it('loads at once when on screen at load (the first row of cards)', () => {
    render(<ListingImage src={UPLOAD} alt="Garden flat" sizes="100vw" priority="eager" />);
    expect(picture().getAttribute('loading')).toBe('eager');
    expect(picture().hasAttribute('fetchpriority')).toBe(false);
    expect(preloads()).toHaveLength(0);
  });

  it("preloads the page's main picture with high priority, with its srcset and sizes", () => {
    render(<ListingImage src={UPLOAD} alt="Garden flat" sizes={CARD_SIZES} priority="high" />);
    expect(picture().getAttribute('loading')).toBe('eager');
    expect(picture().getAttribute('fetchpriority')).toBe('high');
    const [link] = preloads();
    expect(link?.getAttribute('fetchpriority')).toBe('high');
    expect(link?.getAttribute('imagesrcset')).toBe(picture().getAttribute('srcset'));
    expect(link?.getAttribute('imagesizes')).toBe(CARD_SIZES);
  });

  it('says so when the listing has no picture, and shows the placeholder when one fails', () => {
    const { rerender } = render(<ListingImage src={undefined} alt="Garden flat" sizes="100vw" />);
    expect(picture().textContent).toBe('No Image Available');

    rerender(<ListingImage src={UPLOAD} alt="Garden flat" sizes="100vw" />);
    fireEvent.error(picture());
    expect(picture().getAttribute('src')).toBe('/placeholder-house.jpg');
    expect(picture().hasAttribute('srcset')).toBe(false);
  });
});
