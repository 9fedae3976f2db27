import { postcodeForSearch } from './postcode-input';
import {
  DEFAULT_RADIUS,
  DEFAULT_TIME_RANGE,
  type PropertyTypeCode,
  type Radius,
  type SoldSearch,
  type Tenure,
  type TimeRange,
} from './sold-search';

export type NewBuildChoice = 'any' | 'new' | 'established';

/** What the sold prices form holds; 'any' stands for an unset filter (Radix Select needs a value). */
export interface SearchFormValues {
  postcode: string;
  radius: Radius;
  timeRange: TimeRange;
  propertyType: PropertyTypeCode | 'any';
  tenure: Tenure | 'any';
  newBuild: NewBuildChoice;
}

export const NEW_BUILD_LABELS: Record<NewBuildChoice, string> = {
  any: 'Any',
  new: 'New build only',
  established: 'Established only',
};

export function initialFormValues(current?: SoldSearch | null): SearchFormValues {
  return {
    postcode: '',
    radius: DEFAULT_RADIUS,
    timeRange: DEFAULT_TIME_RANGE,
    propertyType: current?.propertyType ?? 'any',
    tenure: current?.tenure ?? 'any',
    newBuild: current?.newBuild === undefined ? 'any' : current.newBuild ? 'new' : 'established',
  };
}

/**
 * SPEC 4: after a successful search the postcode clears and radius and sale date return to their
 * defaults. The extra filters stay, so the next postcode is searched the same way.
 */
export function resetAfterSearch(values: SearchFormValues): SearchFormValues {
  return { ...values, postcode: '', radius: DEFAULT_RADIUS, timeRange: DEFAULT_TIME_RANGE };
}

/** The search the form describes; null when there is no postcode to search for. */
export function searchFromForm(values: SearchFormValues, sort?: SoldSearch['sort']): SoldSearch | null {
  const postcode = postcodeForSearch(values.postcode);
  if (!postcode) return null;
  return {
    postcode,
    radius: values.radius,
    timeRange: values.timeRange,
    propertyType: values.propertyType === 'any' ? undefined : values.propertyType,
    tenure: values.tenure === 'any' ? undefined : values.tenure,
    newBuild: values.newBuild === 'any' ? undefined : values.newBuild === 'new',
    sort,
  };
}

/** How many of the extra filters are set (shown on the 'More filters' toggle). */
export function activeExtraFilters(values: SearchFormValues): number {
  return [values.propertyType, values.tenure, values.newBuild].filter((value) => value !== 'any').length;
}
