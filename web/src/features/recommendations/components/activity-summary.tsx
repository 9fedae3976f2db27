import type { Insights } from '@contracts/recommendations';
import { Eye, Heart, Search, TrendingUp, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format';

const COUNTERS: { key: keyof Insights; label: string; icon: ReactNode }[] = [
  { key: 'userViews', label: 'Properties Viewed', icon: <Eye aria-hidden /> },
  { key: 'userFavorites', label: 'Favorites', icon: <Heart aria-hidden /> },
  { key: 'userSearches', label: 'Searches', icon: <Search aria-hidden /> },
  { key: 'totalPropertyViews', label: 'Total Views', icon: <TrendingUp aria-hidden /> },
  { key: 'totalPropertyFavorites', label: 'Total Favorites', icon: <Users aria-hidden /> },
];

/** SPEC 2, Recommendations: the activity card's five counters (the user's own three, then the site's). */
export function ActivitySummary({ insights, loading }: { insights: Insights | undefined; loading: boolean }) {
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="text-xl">Your Activity</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {COUNTERS.map(({ key, label, icon }) => (
            <div key={key} className="rounded-lg bg-slate-50 p-3">
              <dt className="flex items-center gap-1.5 text-sm text-slate-600 [&>svg]:h-4 [&>svg]:w-4">
                {icon}
                {label}
              </dt>
              <dd className="mt-1 text-2xl font-bold text-slate-900">
                {insights ? formatNumber(insights[key]) : loading ? <Skeleton className="h-8 w-12" /> : '–'}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
