import { House } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function BrandLink() {
  return (
    <Link to={paths.home} className="flex items-center gap-2 rounded-md text-xl font-bold text-slate-900">
      <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-brand-600 text-white">
        <House className="h-5 w-5" aria-hidden />
      </span>
      Home Hunter
    </Link>
  );
}
