import { ChevronDown, UserRound } from 'lucide-react';
import { lazyPopup } from '@/components/lazy-popup';
import { Button } from '@/components/ui/button';
import { displayName } from '../types';
import type { UserMenuProps } from './user-menu-popup';

// The menu (Radix's positioning included) loads on the first press, not with every page.
const UserMenuPopup = lazyPopup<UserMenuProps>(() =>
  import('./user-menu-popup').then((m) => m.UserMenuPopup),
);

/** The signed-in user's menu, labelled with their first name (SPEC 2). */
export function UserMenu(props: UserMenuProps) {
  const name = displayName(props.user);
  return (
    <UserMenuPopup
      {...props}
      trigger={
        <Button variant="outline" className="max-w-48" aria-label={`Account menu for ${name}`}>
          <UserRound aria-hidden />
          <span className="truncate">{name}</span>
          <ChevronDown aria-hidden />
        </Button>
      }
    />
  );
}
