import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import type { NavItem } from '../nav-items';

export function MobileNavLink({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  const { label, to, icon: Icon } = item;
  return (
    <NavLink
      to={to}
      end
      onClick={onNavigate}
      className={({ isActive }) =>
        cn(
          'flex items-center gap-3 rounded-md px-3 py-2.5 text-base font-medium text-slate-700 hover:bg-slate-100',
          isActive && 'bg-brand-50 text-brand-700',
        )
      }
    >
      <Icon className="h-5 w-5 text-slate-500" aria-hidden />
      {label}
    </NavLink>
  );
}
