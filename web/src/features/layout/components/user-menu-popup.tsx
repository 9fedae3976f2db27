import { LogOut } from 'lucide-react';
import type { LoadedPopupProps } from '@/components/lazy-popup';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { adminPanelLink, userMenuLinks } from '../nav-items';
import type { HeaderUser } from '../types';
import { MenuLinkItems } from './menu-link-items';

export interface UserMenuProps {
  user: HeaderUser;
  onSignOut: () => void;
  isSigningOut: boolean;
}

/** The signed-in user's links and Sign Out (loaded by UserMenu on first use). */
export function UserMenuPopup({
  user,
  onSignOut,
  isSigningOut,
  trigger,
  defaultOpen,
}: UserMenuProps & LoadedPopupProps) {
  const links = user.isAdmin ? [...userMenuLinks, adminPanelLink] : userMenuLinks;
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="truncate">Signed in as {user.username}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <MenuLinkItems links={links} />
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onSignOut} disabled={isSigningOut}>
          <LogOut aria-hidden />
          {isSigningOut ? 'Signing out...' : 'Sign Out'}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
