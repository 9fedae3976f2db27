import { MAX_REASONS } from '@contracts/recommendations';
import { and, sql, type SQL } from 'drizzle-orm';
import { properties } from '../../db/schema/index';
import { parseLocation } from '../properties/location-query';
import { cityKey, likePattern, postcodeCondition, stateKey } from '../properties/property-filters';
import type { TasteProfile } from './profile';

/**
 * One reason to recommend a listing: a condition on the listing (SQL, evaluated by the database),
 * the points it is worth and the sentence that explains it. A listing's score is the sum of the
 * points of the rules it meets; its reasons are those rules' sentences, the heaviest first.
 * 'place' rules say where to look: the listings they match are those in `towns` (town keys, lower
 * case) plus those each of `pools` matches, each pool a condition one index answers. 'home' rules
 * describe the home itself.
 */
export type Rule =
  | ({ kind: 'place'; weight: number; reason: string } & Place)
  | { kind: 'home'; weight: number; reason: string; condition: SQL };

export type PlaceRule = Extract<Rule, { kind: 'place' }>;
export const isPlace = (rule: Rule): rule is PlaceRule => rule.kind === 'place';

/** Stated wishes weigh most, then what the user saved, then what they searched, then viewed. */
export const WEIGHTS = {
  preferredType: 30,
  preferredLocation: 30,
  budget: 25,
  savedCity: 25,
  bedrooms: 15,
  searchedLocation: 15,
  bathrooms: 10,
  viewedCity: 10,
  likedType: 10,
  priceBand: 10,
} as const;

export const POPULAR_REASON = 'Popular with other buyers';
export const RECENT_REASON = 'Recently listed';

const p = properties;

/** UK agents use these names for the same kind of home. */
const TYPE_FAMILIES = [
  ['apartment', 'flat', 'condo'],
  ['townhouse', 'townhome'],
];

export function sameTypes(type: string): string[] {
  const key = type.trim().toLowerCase();
  return TYPE_FAMILIES.find((family) => family.includes(key)) ?? [key];
}

const typeCondition = (type: string) =>
  sql`lower(${p.propertyType}) in (${sql.join(
    sameTypes(type).map((t) => sql`${t}`),
    sql`, `,
  )})`;

function priceCondition(min: number | null, max: number | null): SQL | undefined {
  return and(
    min === null ? undefined : sql`${p.price} >= ${min}`,
    max === null ? undefined : sql`${p.price} <= ${max}`,
  );
}

const townKey = (town: string) => town.trim().toLowerCase();
const cityCondition = (town: string) => sql`${cityKey} = ${townKey(town)}`;

export interface Place {
  condition: SQL;
  towns: string[];
  pools: SQL[];
}

/**
 * A free-text place ('Leeds', 'SW19', 'Crosby, Merseyside'): every part must match, a postcode part
 * by postcode, a word part as the town, the county or a word of the address. Undefined when the text
 * names nothing.
 */
export function placeCondition(location: string): Place | undefined {
  const terms = parseLocation(location);
  const elsewhere = (text: string) =>
    sql`(${stateKey} = ${text} or lower(${p.address}) like ${likePattern(text)})`;
  const [only] = terms;
  if (terms.length === 1 && only?.kind === 'text') {
    // Towns are looked up with the other towns (index-only); counties and address words share a bitmap.
    return {
      condition: sql`(${cityCondition(only.text)} or ${elsewhere(only.text)})`,
      towns: [townKey(only.text)],
      pools: [elsewhere(only.text)],
    };
  }
  const condition = and(
    ...terms.map((term) =>
      term.kind === 'text'
        ? sql`(${cityCondition(term.text)} or ${elsewhere(term.text)})`
        : postcodeCondition(term),
    ),
  );
  return condition ? { condition, towns: [], pools: [condition] } : undefined;
}

const townPlace = (town: string): Place => ({
  condition: cityCondition(town),
  towns: [townKey(town)],
  pools: [],
});

const LIKED_TYPE_REASON = {
  saved: (type: string) => `Same type as homes you saved: ${type}`,
  viewed: (type: string) => `Same type as homes you viewed: ${type}`,
  searched: (type: string) => `The type you searched for: ${type}`,
};
const PRICE_BAND_REASON = {
  searched: 'In the price range you searched for',
  saved: 'Priced like homes you saved',
};

/** The rules a profile gives, in a fixed order (the order also breaks ties between reasons). */
export function scoringRules(profile: TasteProfile): Rule[] {
  const rules: Rule[] = [];
  const home = (weight: number, reason: string, condition: SQL | undefined) => {
    if (condition) rules.push({ kind: 'home', weight, reason, condition });
  };
  const place = (weight: number, reason: string, where: Place | undefined) => {
    if (where) rules.push({ kind: 'place', weight, reason, ...where });
  };
  if (profile.preferredType)
    home(
      WEIGHTS.preferredType,
      `Matches your preferred type: ${profile.preferredType}`,
      typeCondition(profile.preferredType),
    );
  if (profile.preferredLocation)
    place(
      WEIGHTS.preferredLocation,
      `In your preferred location: ${profile.preferredLocation}`,
      placeCondition(profile.preferredLocation),
    );
  if (profile.budget)
    home(WEIGHTS.budget, 'Within your budget', priceCondition(profile.budget.min, profile.budget.max));
  for (const city of profile.savedCities)
    place(WEIGHTS.savedCity, `Similar to homes you saved in ${city}`, townPlace(city));
  if (profile.bedrooms !== null)
    home(
      WEIGHTS.bedrooms,
      `${profile.bedrooms}+ bedrooms, as you prefer`,
      sql`${p.bedrooms} >= ${profile.bedrooms}`,
    );
  for (const location of profile.searchedLocations)
    place(WEIGHTS.searchedLocation, `Matches your search for ${location}`, placeCondition(location));
  if (profile.bathrooms !== null)
    home(
      WEIGHTS.bathrooms,
      `${profile.bathrooms}+ bathrooms, as you prefer`,
      sql`${p.bathrooms} >= ${profile.bathrooms}`,
    );
  for (const city of profile.viewedCities)
    place(WEIGHTS.viewedCity, `Like homes you viewed in ${city}`, townPlace(city));
  if (profile.likedType)
    home(
      WEIGHTS.likedType,
      LIKED_TYPE_REASON[profile.likedType.source](profile.likedType.type),
      typeCondition(profile.likedType.type),
    );
  if (profile.priceBand)
    home(
      WEIGHTS.priceBand,
      PRICE_BAND_REASON[profile.priceBand.source],
      priceCondition(profile.priceBand.min, profile.priceBand.max),
    );
  return rules;
}

/**
 * The reasons for a listing from the bit mask of the rules it met (bit i = rules[i]): heaviest
 * first, at most MAX_REASONS. A listing that met none is there for its popularity or its newness.
 */
export function reasonsFor(rules: Rule[], mask: number, popularity: number): string[] {
  const met = rules.filter((_, i) => (mask & (1 << i)) !== 0).sort((a, b) => b.weight - a.weight);
  const reasons = [...new Set(met.map((rule) => rule.reason))].slice(0, MAX_REASONS);
  if (reasons.length > 0) return reasons;
  return [popularity > 0 ? POPULAR_REASON : RECENT_REASON];
}

/** SQL for the points a listing earns from the 'home' rules alone; undefined when there are none. */
export function homeScore(rules: Rule[]): SQL | undefined {
  const home = rules.filter((rule) => rule.kind === 'home');
  if (home.length === 0) return undefined;
  return sql.join(
    home.map((rule) => sql`(case when ${rule.condition} then ${rule.weight} else 0 end)`),
    sql` + `,
  );
}

/**
 * SQL for the points a listing earns from the towns the 'place' rules name (read from the town key
 * alone, so an index on it answers); undefined when no rule names a town.
 */
export function townScore(rules: Rule[]): SQL | undefined {
  const named = rules.filter(isPlace).filter((rule) => rule.towns.length > 0);
  if (named.length === 0) return undefined;
  return sql.join(
    named.map((rule) => sql`(case when ${inTowns(rule.towns)} then ${rule.weight} else 0 end)`),
    sql` + `,
  );
}

/** The listing's town is one of these (town keys). */
export const inTowns = (towns: string[]) =>
  sql`${cityKey} in (${sql.join(
    towns.map((town) => sql`${town}`),
    sql`, `,
  )})`;

/** SQL for the bit mask of the rules a listing meets (bit i = rules[i]). */
export function maskExpression(rules: Rule[]): SQL {
  if (rules.length === 0) return sql`0`;
  return sql.join(
    rules.map((rule, i) => sql`(case when ${rule.condition} then ${1 << i} else 0 end)`),
    sql` + `,
  );
}

/** SQL for the score, from an already computed mask: each condition is evaluated once per listing. */
export function scoreFromMask(rules: Rule[], mask: SQL): SQL {
  // Not a bare 0: in ORDER BY that would mean "the first column".
  if (rules.length === 0) return sql`${mask} * 0`;
  return sql.join(
    rules.map((rule, i) => sql`(case when ${mask} & ${1 << i} <> 0 then ${rule.weight} else 0 end)`),
    sql` + `,
  );
}
