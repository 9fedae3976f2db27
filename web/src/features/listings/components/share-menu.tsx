import { Share2 } from 'lucide-react';
import { lazyPopup } from '@/components/lazy-popup';
import { Button } from '@/components/ui/button';
import type { SharedProperty } from './share-menu-popup';

// Every card has a Share button; the menu (Radix's positioning included) loads on the first press.
const ShareMenuPopup = lazyPopup<{ property: SharedProperty }>(() =>
  import('./share-menu-popup').then((m) => m.ShareMenuPopup),
);

/** Share a listing (SPEC 2): WhatsApp, Facebook, Instagram, TikTok or the link. */
export function ShareMenu({ property, size = 'sm' }: { property: SharedProperty; size?: 'sm' | 'default' }) {
  return (
    <ShareMenuPopup
      property={property}
      trigger={
        <Button type="button" variant="outline" size={size} aria-label={`Share: ${property.title}`}>
          <Share2 aria-hidden />
          Share
        </Button>
      }
    />
  );
}
