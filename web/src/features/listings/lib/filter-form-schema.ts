import { LOCATION_MAX } from '@contracts/property-options';
import { z } from 'zod';
import { parseWholeNumber } from './search-filters';

const sqft = z.string().refine((text) => text.trim() === '' || parseWholeNumber(text) !== undefined, {
  message: 'Enter a whole number, e.g. 1,500',
});

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
  })
  .refine(
    (v) => {
      const min = parseWholeNumber(v.minSqft);
      const max = parseWholeNumber(v.maxSqft);
      return min === undefined || max === undefined || min <= max;
    },
    { message: 'Min sqft must not be more than max sqft', path: ['maxSqft'] },
  );
