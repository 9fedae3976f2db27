import { Clock, Heart, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { SignInRequired } from '@/components/sign-in-required';
import { useAuth } from '@/lib/auth';
import { useRecentlyViewed } from '@/features/dashboard/api/get-recently-viewed';
import { DashboardSection, sectionState } from '@/features/dashboard/components/dashboard-section';
import { QuickLinks } from '@/features/dashboard/components/quick-links';
import { useFavoriteIds, useSavedHomes } from '@/features/favorites/api/get-saved-homes';
import { PropertyGrid } from '@/features/listings/components/property-grid';
import { searchHref } from '@/features/listings/lib/listing-query';
import { useRecommendations } from '@/features/recommendations/api/get-recommendations';
import { SavedSearchesSection } from '@/features/saved-searches/components/saved-searches-section';
import { paths } from '@/config/paths';
import { PageTitle } from '@/components/page-title';

const SHOWN = 3;

/** /dashboard: the signed-in home (the spec names the route only): saved homes, searches and picks. */
export function Component() {
  const { user, isAuthenticated, isLoading } = useAuth();
  const saved = useSavedHomes(isAuthenticated);
  const favoriteIds = useFavoriteIds(isAuthenticated);
  const recent = useRecentlyViewed(SHOWN);
  const picks = useRecommendations(isAuthenticated);

  if (!isAuthenticated && !isLoading) {
    return (
      <SignInRequired
        title="Sign in to see your dashboard"
        description="Your saved homes, saved searches and recommendations, all in one place."
      />
    );
  }
  const cards = (items: Parameters<typeof PropertyGrid>[0]['properties']) => (
    <PropertyGrid properties={items.slice(0, SHOWN)} isAuthenticated favoriteIds={favoriteIds} />
  );

  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-8 sm:py-12">
      <PageTitle page="Dashboard" />
      <header className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">Your dashboard</h1>
        {user && <p className="text-slate-600">Welcome back, {user.firstName || user.username}.</p>}
      </header>
      <QuickLinks />
      <DashboardSection
        id="saved-homes-title"
        title="Saved homes"
        icon={Heart}
        moreHref={paths.favorites}
        state={sectionState(saved)}
        empty={<p>No saved homes yet. Press the heart on any home to keep it here.</p>}
      >
        {saved.data && cards(saved.data)}
      </DashboardSection>
      <SavedSearchesSection resultsHref={searchHref} />
      <DashboardSection
        id="recently-viewed-title"
        title="Recently viewed"
        icon={Clock}
        state={sectionState(recent)}
        empty={
          <p>
            Homes you open appear here.{' '}
            <Link to={paths.search} className="text-brand-700 underline">
              Start browsing
            </Link>
          </p>
        }
      >
        {recent.data && cards(recent.data)}
      </DashboardSection>
      <DashboardSection
        id="recommended-title"
        title="Recommended for you"
        icon={Sparkles}
        moreHref={paths.recommendations}
        state={sectionState(picks)}
        empty={<p>Browse and save a few homes, and we will suggest more like them.</p>}
      >
        {picks.data && cards(picks.data)}
      </DashboardSection>
    </div>
  );
}
