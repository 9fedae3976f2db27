import type { Property } from '@contracts/property';
import { SignInRequired } from '@/components/sign-in-required';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useAuth } from '@/lib/auth';
import { FavoriteButton } from '@/features/favorites/components/favorite-button';
import { PropertyGridSkeleton } from '@/features/listings/components/property-grid-skeleton';
import { ListingImage } from '@/components/listing-image';
import { CARD_IMAGE_SIZES } from '@/lib/image-url';
import { statusBadge } from '@/lib/property-labels';
import { useInsights } from '@/features/recommendations/api/get-insights';
import { useRecommendations } from '@/features/recommendations/api/get-recommendations';
import { ActivitySummary } from '@/features/recommendations/components/activity-summary';
import { RecommendationCard } from '@/features/recommendations/components/recommendation-card';
import { RecommendationGrid } from '@/features/recommendations/components/recommendation-grid';
import { RecommendationsEmpty } from '@/features/recommendations/components/recommendations-empty';
import { RecommendationsFooter } from '@/features/recommendations/components/recommendations-footer';
import { PageTitle } from '@/components/page-title';

/** A listing's first picture with its status badge, as the listing cards show it. */
function photo(home: Property) {
  const badge = statusBadge(home.status);
  const image = home.images.find((i) => i.trim() !== '');
  return (
    <>
      <ListingImage src={image} alt={home.title} sizes={CARD_IMAGE_SIZES} className="aspect-[4/3] w-full" />
      {badge && (
        <Badge variant={badge.variant} className="absolute left-3 top-3 shadow-sm">
          {badge.label}
        </Badge>
      )}
    </>
  );
}

/** /recommendations (SPEC 2): the activity card, recommended homes with their reasons, the footer card. */
export function Component() {
  const { isAuthenticated, isLoading } = useAuth();
  const recommendations = useRecommendations(isAuthenticated);
  const insights = useInsights(isAuthenticated);

  if (!isAuthenticated && !isLoading) {
    return (
      <SignInRequired
        title="Sign in to see your recommendations"
        description="We suggest homes from your preferences and the homes you view, save and search for."
      />
    );
  }
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:py-12">
      <PageTitle page="Recommendations" />
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Your Recommendations</h1>
        <p className="mt-1 text-slate-600">
          Homes picked from your preferences, the homes you view and save, and your searches.
        </p>
      </header>
      <ActivitySummary insights={insights.data} loading={insights.isPending} />
      {recommendations.isPending ? (
        <PropertyGridSkeleton count={6} />
      ) : recommendations.isError ? (
        <EmptyState
          title="Unable to load your recommendations"
          description="Please check your connection and try again."
        >
          <Button type="button" onClick={() => void recommendations.refetch()}>
            Try again
          </Button>
        </EmptyState>
      ) : recommendations.data.length === 0 ? (
        <RecommendationsEmpty />
      ) : (
        <RecommendationGrid
          recommendations={recommendations.data}
          renderCard={(home) => (
            <RecommendationCard
              recommendation={home}
              photo={photo(home)}
              favorite={
                <FavoriteButton
                  appearance="heart"
                  propertyId={home.id}
                  propertyTitle={home.title}
                  isAuthenticated={isAuthenticated}
                  checkStatus
                />
              }
            />
          )}
        />
      )}
      <RecommendationsFooter />
    </div>
  );
}
