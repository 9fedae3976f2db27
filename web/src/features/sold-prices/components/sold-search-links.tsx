import { Link } from 'react-router';
import { paths } from '@/config/paths';

const pages = [
  { to: paths.soldPrices, label: 'Sold house prices' },
  { to: paths.soldPostcodeSearch, label: 'UK Property Search (by postcode)' },
  { to: paths.soldAreaSearch, label: 'Area sold-price summary' },
];

/** Links between the three sold-price search pages, leaving out the one being shown. */
export function SoldSearchLinks({ current }: { current: string }) {
  return (
    <nav aria-label="Other sold-price searches" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      <span className="text-slate-500">Other ways to search:</span>
      {pages
        .filter((page) => page.to !== current)
        .map((page) => (
          <Link key={page.to} to={page.to} className="font-medium text-brand-600 hover:underline">
            {page.label}
          </Link>
        ))}
    </nav>
  );
}
