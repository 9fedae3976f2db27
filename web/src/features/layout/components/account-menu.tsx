import { ChevronDown, UserRound } from 'lucide-react';
import { lazyPopup } from '@/components/lazy-popup';
import { Button } from '@/components/ui/button';

// The menu (Radix's positioning included) loads on the first press, not with every page.
const AccountMenuPopup = lazyPopup(() => import('./account-menu-popup').then((m) => m.AccountMenuPopup));

/** The signed-out 'Account' menu (SPEC 2). */
export function AccountMenu() {
  return (
    <AccountMenuPopup
      trigger={
        <Button variant="ghost">
          <UserRound aria-hidden />
          Account
          <ChevronDown aria-hidden />
        </Button>
      }
    />
  );
}
