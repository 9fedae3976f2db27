import { describe, expect, it } from 'vitest';
import { isMobileUserAgent, shareAction, shareContent } from './share';

const content = shareContent(
  { id: 'abc', title: 'Two bed flat', city: 'Leeds', state: 'West Yorkshire', price: 250000 },
  'https://homes.example',
);

describe('sharing a listing (SPEC 2, SPEC 8)', () => {
  it("builds '{title} in {city}, {state} - {price}' and the listing link", () => {
    expect(content).toEqual({
      text: 'Two bed flat in Leeds, West Yorkshire - £250,000',
      url: 'https://homes.example/property/abc',
    });
  });

  it('opens WhatsApp and Facebook share pages', () => {
    expect(shareAction('whatsapp', content, false)).toEqual({
      kind: 'open',
      url: `https://wa.me/?text=${encodeURIComponent('Two bed flat in Leeds, West Yorkshire - £250,000 https://homes.example/property/abc')}`,
    });
    expect(shareAction('facebook', content, true)).toEqual({
      kind: 'open',
      url: 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fhomes.example%2Fproperty%2Fabc',
    });
  });

  it('opens the Instagram app on a phone and copies a second later', () => {
    const action = shareAction('instagram', content, true);
    expect(action).toMatchObject({
      kind: 'open-and-copy',
      url: 'instagram://story-camera',
      delayMs: 1000,
      toast: 'Link copied! Paste it in your Instagram story.',
    });
  });

  it('opens the Instagram site on a desktop and copies at once', () => {
    const action = shareAction('instagram', content, false);
    expect(action).toMatchObject({
      kind: 'open-and-copy',
      url: 'https://www.instagram.com/',
      delayMs: 0,
      toast: 'Link copied! Paste it in your Instagram post.',
    });
  });

  it('copies the text with the link for TikTok', () => {
    const action = shareAction('tiktok', content, false);
    expect(action).toMatchObject({
      kind: 'open-and-copy',
      copy: 'Two bed flat in Leeds, West Yorkshire - £250,000 https://homes.example/property/abc',
      toast: 'Link copied! Paste it in your TikTok video description.',
    });
    expect(shareAction('tiktok', content, true)).toMatchObject({ delayMs: 1000 });
  });

  it('copies only the link for any other target', () => {
    expect(shareAction('copy', content, false)).toEqual({
      kind: 'copy',
      copy: 'https://homes.example/property/abc',
      toast: 'Property link copied to clipboard!',
    });
  });

  it('tells phones from desktops', () => {
    expect(isMobileUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe(
      true,
    );
    expect(isMobileUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0')).toBe(false);
  });
});
