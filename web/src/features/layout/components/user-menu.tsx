import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { adminPanelLink, userMenuLinks } from '../nav-items';
import { displayName, type HeaderUser } from '../types';
import { MenuLinkItems } from './menu-link-items';

interface UserMenuProps {
  user: HeaderUser;
  onSignOut: () => void;
  isSigningOut: boolean;
}

/** The signed-in user's menu, labelled with their first name (SPEC 2). */
export function UserMenu({ user, onSignOut, isSigningOut }: UserMenuProps) {
  const links = user.isAdmin ? [...userMenuLinks, adminPanelLink] : userMenuLinks;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" className="max-w-48" aria-label={`Account menu for ${displayName(user)}`}>
          <UserRound aria-hidden />
          <span className="truncate">{displayName(user)}</span>
          <ChevronDown aria-hidden />
        </Button>
      </DropdownMenuTrigger>
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
