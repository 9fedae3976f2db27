import type { Recommendation } from '@contracts/recommendations';
import { Mail, MapPin, Phone, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatMoney, formatNumber } from '@/lib/format';

interface RecommendationCardProps {
  recommendation: Recommendation;
  /** The listing's picture, with its status badge (composed by the page). */
  photo: ReactNode;
  /** The favourite heart (composed by the page). */
  favorite: ReactNode;
}

/** SPEC 2, Recommendations: a recommended home with why it was picked and how to reach its agent. */
export function RecommendationCard({ recommendation: home, photo, favorite }: RecommendationCardProps) {
  const facts = [
    ['Bedrooms', formatNumber(home.bedrooms)],
    ['Bathrooms', formatNumber(Number(home.bathrooms))],
    ['Sq Ft', formatNumber(home.sqft)],
    ['Year Built', home.yearBuilt ? String(home.yearBuilt) : 'N/A'],
  ];
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="relative">
        {photo}
        <div className="absolute right-3 top-3">{favorite}</div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="space-y-1">
          <p className="text-xl font-bold text-slate-900">{formatMoney(home.price)}</p>
          <h2 className="line-clamp-2 font-semibold text-slate-900">{home.title}</h2>
          <p className="flex items-start gap-1 text-sm text-slate-600">
            <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            <span>
              {home.address}, {home.city}, {home.state}
            </span>
          </p>
        </div>
        <dl className="grid grid-cols-4 gap-2 text-center text-sm">
          {facts.map(([label, value]) => (
            <div key={label} className="flex flex-col-reverse rounded-md bg-slate-50 px-1 py-2">
              <dt className="text-xs text-slate-600">{label}</dt>
              <dd className="font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <div>
          <p className="flex items-center gap-1 text-sm font-medium text-slate-800">
            <Sparkles className="h-4 w-4 text-brand-600" aria-hidden />
            Why we recommend this:
          </p>
          <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Reasons">
            {home.reasons.map((reason) => (
              <li key={reason}>
                <Badge variant="secondary" className="font-medium">
                  {reason}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
        <div className="mt-auto space-y-3 border-t border-slate-100 pt-3">
          {home.agentName && <p className="text-sm text-slate-600">Agent: {home.agentName}</p>}
          <div className="flex flex-wrap gap-2">
            {home.agentPhone && (
              <Button asChild variant="outline" size="sm">
                <a
                  href={`tel:${home.agentPhone.replace(/\s+/g, '')}`}
                  aria-label={`Call the agent for ${home.title}`}
                >
                  <Phone aria-hidden />
                  Call
                </a>
              </Button>
            )}
            {home.agentEmail && (
              <Button asChild variant="outline" size="sm">
                <a href={`mailto:${home.agentEmail}`} aria-label={`Email the agent for ${home.title}`}>
                  <Mail aria-hidden />
                  Email
                </a>
              </Button>
            )}
            <Button asChild size="sm" className="flex-1">
              <Link to={paths.property(home.id)} aria-label={`View Details: ${home.title}`}>
                View Details
              </Link>
            </Button>
          </div>
        </div>
      </div>
    </article>
  );
}
