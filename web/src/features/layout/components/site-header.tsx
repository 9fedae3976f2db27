import { Link, NavLink } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { primaryLinks, signedInIconLinks } from '../nav-items';
import type { HeaderAuth } from '../types';
import { AccountMenu } from './account-menu';
import { AuthPlaceholder } from './auth-placeholder';
import { BrandLink } from './brand-link';
import { MobileMenu } from './mobile-menu';
import { UserMenu } from './user-menu';

/** Site header (SPEC 2): brand, main links, account controls; a menu toggle below the md breakpoint. */
export function SiteHeader(auth: HeaderAuth) {
  const { user, isLoading, onSignOut, isSigningOut } = auth;
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <BrandLink />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {primaryLinks.map(({ label, to }) => (
            <NavLink
              key={to}
              to={to}
              className={({ isActive }) =>
                cn(
                  'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                  isActive && 'text-brand-700',
                )
              }
            >
              {label}
            </NavLink>
          ))}
          {user &&
            signedInIconLinks.map(({ label, to, icon: Icon }) => (
              <NavLink
                key={to}
                to={to}
                aria-label={label}
                title={label}
                className={({ isActive }) =>
                  cn(
                    'rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                    isActive && 'text-brand-700',
                  )
                }
              >
                <Icon className="h-5 w-5" aria-hidden />
              </NavLink>
            ))}
          <div className="ml-2 flex items-center gap-2">
            {isLoading && !user ? (
              <AuthPlaceholder />
            ) : user ? (
              <UserMenu user={user} onSignOut={onSignOut} isSigningOut={isSigningOut} />
            ) : (
              <>
                <AccountMenu />
                <Button asChild>
                  <Link to={paths.login}>Sign In</Link>
                </Button>
              </>
            )}
          </div>
        </nav>
        <MobileMenu {...auth} />
      </div>
    </header>
  );
}
