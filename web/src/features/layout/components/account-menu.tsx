import { ChevronDown, LogIn, Shield, UserPlus, UserRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import type { NavItem } from '../nav-items';
import { MenuLinkItems } from './menu-link-items';

const items: NavItem[] = [
  { label: 'Sign In', to: paths.login, icon: LogIn },
  { label: 'Register', to: paths.register, icon: UserPlus },
  { label: 'Admin Login', to: paths.adminLogin, icon: Shield },
];

/** The signed-out 'Account' menu (SPEC 2). */
export function AccountMenu() {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost">
          <UserRound aria-hidden />
          Account
          <ChevronDown aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <MenuLinkItems links={items} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
