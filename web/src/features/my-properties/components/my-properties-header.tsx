import { ArrowLeft, LogOut, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { countLabel } from '@/lib/format';

interface MyPropertiesHeaderProps {
  name: string;
  /** Unknown while the list loads. */
  count: number | undefined;
  onList: () => void;
  onSignOut: () => void;
  isSigningOut: boolean;
}

/** 'Welcome, {name}', the count line, List Property, Sign Out and Back to Home (SPEC 2). */
export function MyPropertiesHeader({
  name,
  count,
  onList,
  onSignOut,
  isSigningOut,
}: MyPropertiesHeaderProps) {
  return (
    <header className="space-y-4">
      <Link
        to={paths.home}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        Back to Home
      </Link>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold tracking-tight">Welcome, {name}</h1>
          <p className="text-slate-600">
            Manage your property listings
            {count !== undefined && ` • ${countLabel(count, 'property', 'properties')}`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={onList}>
            <Plus aria-hidden />
            List Property
          </Button>
          <Button variant="outline" onClick={onSignOut} disabled={isSigningOut}>
            <LogOut aria-hidden />
            {isSigningOut ? 'Signing Out...' : 'Sign Out'}
          </Button>
        </div>
      </div>
    </header>
  );
}
