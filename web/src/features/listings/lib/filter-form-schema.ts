import { LOCATION_MAX } from '@contracts/property-options';
import { z } from 'zod';
import { parseWholeNumber } from './search-filters';

const sqft = z.string().refine((text) => text.trim() === '' || parseWholeNumber(text) !== undefined, {
  message: 'Enter a whole number, e.g. 1,500',
});

const orderly = (min: string, max: string) => {
  const low = parseWholeNumber(min);
  const high = parseWholeNumber(max);
  return low === undefined || high === undefined || low <= high;
};

/** What the filter form checks before searching (SPEC 5 plus the API's own limits). */
export const filterFormSchema = z
  .object({
    location: z
      .string()
      .max(LOCATION_MAX, { message: `Location must be at most ${LOCATION_MAX} characters` }),
    propertyType: z.string(),
    priceRange: z.string(),
    bedrooms: z.string(),
    bathrooms: z.string(),
    minSqft: sqft,
    maxSqft: sqft,
    // The UK filters come from fixed lists: the controls cannot hold anything else.
    radius: z.string(),
    minPrice: z.string(),
    maxPrice: z.string(),
    builtForm: z.array(z.string()),
    tenure: z.array(z.string()),
    added: z.string(),
    reducedOnly: z.boolean(),
    hideSharedAndRetirement: z.boolean(),
    minEpc: z.string(),
    // Drawn on the map, not in the form: carried through so a new search keeps it.
    area: z.string(),
  })
  .refine((v) => orderly(v.minSqft, v.maxSqft), {
    message: 'Min sqft must not be more than max sqft',
    path: ['maxSqft'],
  })
  .refine((v) => orderly(v.minPrice, v.maxPrice), {
    message: 'Min price must not be more than max price',
    path: ['maxPrice'],
  });
