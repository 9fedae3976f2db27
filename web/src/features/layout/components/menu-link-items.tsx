import { Link } from 'react-router';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import type { NavItem } from '../nav-items';

/** A dropdown menu's links, each with its icon (the Account and user menus). */
export function MenuLinkItems({ links }: { links: readonly NavItem[] }) {
  return links.map(({ label, to, icon: Icon }) => (
    <DropdownMenuItem key={to} asChild>
      <Link to={to}>
        <Icon aria-hidden />
        {label}
      </Link>
    </DropdownMenuItem>
  ));
}
