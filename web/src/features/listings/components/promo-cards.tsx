import { Calculator, Map as MapIcon, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

const PROMOS = [
  {
    to: paths.mortgageQuiz,
    Icon: Calculator,
    title: 'Mortgage Affordability',
    text: 'Find out how much you could borrow and what it would cost each month.',
    action: 'Calculate Now',
  },
  {
    to: paths.virtualTour,
    Icon: MapIcon,
    title: '3D Interactive Map Tour',
    text: 'Take a guided tour of homes for sale and what is around them.',
    action: 'Start Tour',
  },
  {
    to: paths.recommendations,
    Icon: Sparkles,
    title: 'Personal Recommendations',
    text: 'Homes picked for you from what you view, save and search.',
    action: 'Get Recommendations',
  },
] as const;

/** The three promo cards of the home page (SPEC 2). */
export function PromoCards() {
  return (
    <section aria-labelledby="promo-title" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="promo-title" className="sr-only">
        More ways to find a home
      </h2>
      <ul className="grid gap-6 md:grid-cols-3">
        {PROMOS.map(({ to, Icon, title, text, action }) => (
          <li
            key={to}
            className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <Icon className="h-8 w-8 text-brand-600" aria-hidden />
            <h3 className="text-lg font-semibold">{title}</h3>
            <p className="flex-1 text-slate-600">{text}</p>
            <Button asChild variant="outline" className="self-start">
              <Link to={to}>{action}</Link>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
