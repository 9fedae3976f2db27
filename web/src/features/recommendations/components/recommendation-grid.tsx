import type { Recommendation } from '@contracts/recommendations';
import type { ReactNode } from 'react';

interface RecommendationGridProps {
  recommendations: Recommendation[];
  renderCard: (recommendation: Recommendation) => ReactNode;
}

/** The recommended homes, one to three columns. */
export function RecommendationGrid({ recommendations, renderCard }: RecommendationGridProps) {
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Recommended homes">
      {recommendations.map((recommendation) => (
        <li key={recommendation.id}>{renderCard(recommendation)}</li>
      ))}
    </ul>
  );
}
