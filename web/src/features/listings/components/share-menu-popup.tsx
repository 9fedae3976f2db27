import type { Property } from '@contracts/property';
import { Camera, Link2, type LucideIcon, MessageCircle, Music2, ThumbsUp } from 'lucide-react';
import type { LoadedPopupProps } from '@/components/lazy-popup';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { ShareTarget } from '../lib/share';
import { shareProperty } from '../lib/share-property';

const TARGETS: { target: ShareTarget; label: string; Icon: LucideIcon }[] = [
  { target: 'whatsapp', label: 'WhatsApp', Icon: MessageCircle },
  { target: 'facebook', label: 'Facebook', Icon: ThumbsUp },
  { target: 'instagram', label: 'Instagram', Icon: Camera },
  { target: 'tiktok', label: 'TikTok', Icon: Music2 },
  { target: 'copy', label: 'Copy link', Icon: Link2 },
];

export type SharedProperty = Pick<Property, 'id' | 'title' | 'city' | 'state' | 'price'>;

/** The share targets as a keyboard-operable Radix menu (loaded by ShareMenu on first use). */
export function ShareMenuPopup({
  property,
  trigger,
  defaultOpen,
}: { property: SharedProperty } & LoadedPopupProps) {
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
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
