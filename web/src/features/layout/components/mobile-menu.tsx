import { LogIn, LogOut, Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { mobileAdminLink, mobileLinks, mobileSignedInLinks } from '../nav-items';
import { displayName, type HeaderAuth } from '../types';
import { MobileNavLink } from './mobile-nav-link';

/**
 * Menu toggle and panel for small screens (SPEC 2). The panel belongs to the page it was opened on,
 * so any navigation closes it; so do a link click and Escape (which returns focus to the toggle).
 */
export function MobileMenu({ user, isLoading, onSignOut, isSigningOut }: HeaderAuth) {
  const location = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpenOn(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const links = user
    ? [...mobileLinks, ...mobileSignedInLinks, mobileAdminLink]
    : [...mobileLinks, mobileAdminLink];
  return (
    <>
      <Button
        ref={toggleRef}
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpenOn(open ? null : location.key)}
      >
        {open ? <X className="!h-6 !w-6" aria-hidden /> : <Menu className="!h-6 !w-6" aria-hidden />}
      </Button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-slate-200 bg-white shadow-lg md:hidden"
      >
        <nav aria-label="Mobile" className="px-4 py-3">
          <ul className="grid gap-1">
            {links.map((item) => (
              <li key={item.label}>
                <MobileNavLink item={item} onNavigate={close} />
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-t border-slate-200 px-4 py-4">
          {user ? (
            <div className="flex items-center justify-between gap-3">
              <p className="truncate font-medium">Welcome, {displayName(user)}!</p>
              <Button variant="outline" onClick={onSignOut} disabled={isSigningOut}>
                <LogOut aria-hidden />
                {isSigningOut ? 'Signing out...' : 'Sign Out'}
              </Button>
            </div>
          ) : (
            !isLoading && (
              <Button asChild className="w-full">
                <Link to={paths.login} onClick={close}>
                  <LogIn aria-hidden />
                  Sign In
                </Link>
              </Button>
            )
          )}
        </div>
      </div>
    </>
  );
}
