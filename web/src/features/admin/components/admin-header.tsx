import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** SPEC 2: Back to Home, the panel's title and a welcome line with the admin's first name or username. */
export function AdminHeader({ name }: { name: string }) {
  return (
    <header className="space-y-4">
      <Button asChild variant="ghost" size="sm" className="-ml-3 text-slate-700">
        <Link to={paths.home}>
          <ArrowLeft aria-hidden />
          Back to Home
        </Link>
      </Button>
      <div className="flex items-start gap-4">
        <span className="hidden h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 sm:flex">
          <ShieldCheck className="h-6 w-6" aria-hidden />
        </span>
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight">Admin Panel</h1>
          <p className="mt-1 text-slate-600">
            Welcome, <span className="font-medium text-slate-900">{name}</span>. Manage listings, users and
            site traffic.
          </p>
        </div>
      </div>
    </header>
  );
}
