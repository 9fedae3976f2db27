/**
 * SPEC 3 'Neighbourhood insights': fixed figures shown on the map page, not live data. The prices
 * (averagePrice, priceChange) show only where too few HM Land Registry sales are loaded for the
 * area: otherwise the median of those sales replaces them (see area-price-figures.ts).
 */
export interface NeighbourhoodInsight {
  key: string;
  name: string;
  centre: [number, number];
  averagePrice: number;
  /** Percentage change over a year. */
  priceChange: number;
  crimeRate: 'Low' | 'Medium';
  /** Out of 5. */
  schoolRating: number;
  walkScore: number;
  transitScore: number;
  amenities: string[];
  demographics: { medianAge: number; /** Out of 5. */ familyFriendly: number };
  marketTrend: 'rising';
}

/** SPEC 9: each area is drawn as a circle of 8 km. */
export const AREA_RADIUS_METRES = 8000;
/** Close enough to see the circle whole. */
export const AREA_ZOOM = 11;

export const NEIGHBOURHOOD_INSIGHTS: readonly NeighbourhoodInsight[] = [
  {
    key: 'london',
    name: 'London',
    centre: [51.5074, -0.1278],
    averagePrice: 785_000,
    priceChange: 8.2,
    crimeRate: 'Medium',
    schoolRating: 4.3,
    walkScore: 92,
    transitScore: 96,
    amenities: ['Underground and Overground', 'Royal Parks', 'West End theatres', 'Museums and galleries'],
    demographics: { medianAge: 35, familyFriendly: 3.8 },
    marketTrend: 'rising',
  },
  {
    key: 'manchester',
    name: 'Manchester',
    centre: [53.4808, -2.2426],
    averagePrice: 285_000,
    priceChange: 12.5,
    crimeRate: 'Medium',
    schoolRating: 4.0,
    walkScore: 85,
    transitScore: 82,
    amenities: ['Metrolink trams', 'Northern Quarter', 'Etihad and Old Trafford', 'Universities'],
    demographics: { medianAge: 31, familyFriendly: 4.0 },
    marketTrend: 'rising',
  },
  {
    key: 'birmingham',
    name: 'Birmingham',
    centre: [52.4862, -1.8904],
    averagePrice: 245_000,
    priceChange: 9.8,
    crimeRate: 'Medium',
    schoolRating: 3.9,
    walkScore: 80,
    transitScore: 76,
    amenities: ['Bullring and Grand Central', 'Jewellery Quarter', 'Canal network', 'Cannon Hill Park'],
    demographics: { medianAge: 33, familyFriendly: 4.1 },
    marketTrend: 'rising',
  },
  {
    key: 'leeds',
    name: 'Leeds',
    centre: [53.8008, -1.5491],
    averagePrice: 235_000,
    priceChange: 11.2,
    crimeRate: 'Low',
    schoolRating: 4.1,
    walkScore: 82,
    transitScore: 74,
    amenities: ['Victoria Quarter', 'Roundhay Park', 'Kirkgate Market', 'Headingley Stadium'],
    demographics: { medianAge: 34, familyFriendly: 4.2 },
    marketTrend: 'rising',
  },
];

export const findInsight = (key: string | null) =>
  NEIGHBOURHOOD_INSIGHTS.find((area) => area.key === key) ?? null;
