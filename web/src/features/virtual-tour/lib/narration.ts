import type { Property } from '@contracts/property';
import { countLabel, formatMoney } from '@/lib/format';

type NarratedProperty = Pick<
  Property,
  'title' | 'address' | 'city' | 'price' | 'bedrooms' | 'bathrooms' | 'sqft'
>;

/** '3 bedrooms', '1 bathroom', '1,240 square feet': said by the guide and shown on the stop card. */
export const roomFacts = (property: Pick<Property, 'bedrooms' | 'bathrooms' | 'sqft'>) => [
  property.bedrooms > 0 ? countLabel(property.bedrooms, 'bedroom') : 'Studio',
  countLabel(Number(property.bathrooms) || 0, 'bathroom'),
  countLabel(property.sqft, 'square foot', 'square feet'),
];

/** What the guide says at a stop: where we are, the home in one sentence, its price. */
export function narrationText(property: NarratedProperty, index: number, count: number): string {
  const place = [property.address, property.city].filter(Boolean).join(', ');
  return `Stop ${index + 1} of ${count}. ${property.title}, ${place}. ${roomFacts(property).join(', ')}. Priced at ${formatMoney(property.price)}.`;
}
