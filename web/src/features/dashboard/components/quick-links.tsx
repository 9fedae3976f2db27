import { Calculator, Home, LineChart, Map } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

const LINKS = [
  {
    to: paths.mortgageQuiz,
    icon: Calculator,
    title: 'Mortgage Affordability Quiz',
    text: 'Find out how much you could borrow.',
  },
  {
    to: paths.soldPrices,
    icon: LineChart,
    title: 'Sold prices',
    text: 'What homes near you really sold for.',
  },
  { to: paths.virtualTour, icon: Map, title: 'Map tour', text: 'A guided tour of homes on the map.' },
  { to: paths.myProperties, icon: Home, title: 'My Properties', text: 'List your own home for sale.' },
];

/** The tools a buyer comes back for, one click from the dashboard. */
export function QuickLinks() {
  return (
    <nav aria-label="Tools" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {LINKS.map(({ to, icon: Icon, title, text }) => (
        <Link
          key={to}
          to={to}
          className="flex items-start gap-3 rounded-lg border border-slate-200 bg-white p-4 hover:border-brand-300 hover:bg-brand-50"
        >
          <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
          <span>
            <span className="block font-semibold">{title}</span>
            <span className="block text-sm text-slate-600">{text}</span>
          </span>
        </Link>
      ))}
    </nav>
  );
}
