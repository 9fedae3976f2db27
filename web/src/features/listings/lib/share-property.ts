import type { Property } from '@contracts/property';
import { toast } from '@/lib/use-toast';
import { isMobileUserAgent, shareAction, shareContent, type ShareTarget } from './share';

async function copy(text: string, url: string, message: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: message });
  } catch {
    // No clipboard (insecure page, permission refused): let the user copy it by hand.
    window.alert(`Copy this link: ${url}`);
  }
}

/** Runs a share menu choice for a listing (SPEC 2 share menu, SPEC 8 share messages). */
export function shareProperty(
  property: Pick<Property, 'id' | 'title' | 'city' | 'state' | 'price'>,
  target: ShareTarget,
) {
  const content = shareContent(property, window.location.origin);
  const action = shareAction(target, content, isMobileUserAgent(navigator.userAgent));
  if (action.kind === 'copy') {
    void copy(action.copy, content.url, action.toast);
    return;
  }
  window.open(action.url, '_blank', 'noopener,noreferrer');
  if (action.kind === 'open-and-copy') {
    if (action.delayMs > 0)
      setTimeout(() => void copy(action.copy, content.url, action.toast), action.delayMs);
    else void copy(action.copy, content.url, action.toast);
  }
}
