import type { Property } from '@contracts/property';
import { Camera, Link2, MessageCircle, Music2, Share2, ThumbsUp } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { ShareTarget } from '../lib/share';
import { shareProperty } from '../lib/share-property';

const TARGETS: { target: ShareTarget; label: string; Icon: typeof Share2 }[] = [
  { target: 'whatsapp', label: 'WhatsApp', Icon: MessageCircle },
  { target: 'facebook', label: 'Facebook', Icon: ThumbsUp },
  { target: 'instagram', label: 'Instagram', Icon: Camera },
  { target: 'tiktok', label: 'TikTok', Icon: Music2 },
  { target: 'copy', label: 'Copy link', Icon: Link2 },
];

/** Share a listing (SPEC 2): keyboard-operable Radix menu. */
export function ShareMenu({
  property,
  size = 'sm',
}: {
  property: Pick<Property, 'id' | 'title' | 'city' | 'state' | 'price'>;
  size?: 'sm' | 'default';
}) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button type="button" variant="outline" size={size} aria-label={`Share: ${property.title}`}>
          <Share2 aria-hidden />
          Share
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Share this property</DropdownMenuLabel>
        {TARGETS.map(({ target, label, Icon }) => (
          <DropdownMenuItem key={target} onSelect={() => shareProperty(property, target)}>
            <Icon aria-hidden />
            {label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
