import type { Property } from '@contracts/property';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';

export type ShareTarget = 'whatsapp' | 'facebook' | 'instagram' | 'tiktok' | 'copy';

/** SPEC 9: on a phone the app opens first; the text is copied a second later. */
export const MOBILE_COPY_DELAY_MS = 1000;

export interface ShareContent {
  text: string;
  url: string;
}

/** SPEC 2: '{title} in {city}, {state} - {price}' and the listing's own address. */
export function shareContent(
  property: Pick<Property, 'id' | 'title' | 'city' | 'state' | 'price'>,
  origin: string,
): ShareContent {
  return {
    text: `${property.title} in ${property.city}, ${property.state} - ${formatMoney(property.price)}`,
    url: `${origin}${paths.property(property.id)}`,
  };
}

export const isMobileUserAgent = (userAgent: string) => /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent);

export type ShareAction =
  /** Open a share page in a new tab. */
  | { kind: 'open'; url: string }
  /** Open the app (or its site), then copy the text and say where to paste it. */
  | { kind: 'open-and-copy'; url: string; copy: string; delayMs: number; toast: string }
  /** Copy the link only. */
  | { kind: 'copy'; copy: string; toast: string };

/** What each menu item does (SPEC 2 share menu, SPEC 8 share toasts). */
export function shareAction(target: ShareTarget, content: ShareContent, mobile: boolean): ShareAction {
  const full = `${content.text} ${content.url}`;
  switch (target) {
    case 'whatsapp':
      return { kind: 'open', url: `https://wa.me/?text=${encodeURIComponent(full)}` };
    case 'facebook':
      return {
        kind: 'open',
        url: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(content.url)}`,
      };
    case 'instagram':
      return {
        kind: 'open-and-copy',
        url: mobile ? 'instagram://story-camera' : 'https://www.instagram.com/',
        copy: full,
        delayMs: mobile ? MOBILE_COPY_DELAY_MS : 0,
        toast: `Link copied! Paste it in your Instagram ${mobile ? 'story' : 'post'}.`,
      };
    case 'tiktok':
      return {
        kind: 'open-and-copy',
        url: mobile ? 'tiktok://' : 'https://www.tiktok.com/upload',
        copy: full,
        delayMs: mobile ? MOBILE_COPY_DELAY_MS : 0,
        toast: 'Link copied! Paste it in your TikTok video description.',
      };
    default:
      return { kind: 'copy', copy: content.url, toast: 'Property link copied to clipboard!' };
  }
}
