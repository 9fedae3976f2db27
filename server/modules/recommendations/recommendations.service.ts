import type { Insights, Recommendation } from '@contracts/recommendations';
import type { Db } from '../../db/client';
import { toPropertyJson } from '../properties/property-presenter';
import { buildProfile, type StoredPreferences } from './profile';
import * as repo from './recommendations.repository';
import { reasonsFor, scoringRules } from './rules';

/**
 * SPEC 2, Recommendations: listings scored against the user's preferences and recent activity,
 * each with the reasons it scored. Users with nothing to go on get the most popular listings.
 */
export async function recommend(db: Db, user: { id: string } & StoredPreferences): Promise<Recommendation[]> {
  const activity = await repo.recentActivity(db, user.id);
  const rules = scoringRules(buildProfile(user, activity.homes, activity.searches));
  const best = await repo.bestListings(db, user.id, rules);
  const rows = new Map(
    (
      await repo.listingsByIds(
        db,
        best.map((b) => b.id),
      )
    ).map((row) => [row.id, row]),
  );
  // A listing deleted between the two queries is simply left out.
  return best.flatMap((scored) => {
    const row = rows.get(scored.id);
    return row
      ? [{ ...toPropertyJson(row), reasons: reasonsFor(rules, scored.mask, scored.popularity) }]
      : [];
  });
}

export const insights = (db: Db, userId: string): Promise<Insights> => repo.insights(db, userId);
