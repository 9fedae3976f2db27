import { LogIn, Shield, UserPlus } from 'lucide-react';
import type { LoadedPopupProps } from '@/components/lazy-popup';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import type { NavItem } from '../nav-items';
import { MenuLinkItems } from './menu-link-items';

const items: NavItem[] = [
  { label: 'Sign In', to: paths.login, icon: LogIn },
  { label: 'Register', to: paths.register, icon: UserPlus },
  { label: 'Admin Login', to: paths.adminLogin, icon: Shield },
];

/** Sign In, Register and Admin Login (loaded by AccountMenu on first use). */
export function AccountMenuPopup({ trigger, defaultOpen }: LoadedPopupProps) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <MenuLinkItems links={items} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
