import { SOLD_PROPERTY_TYPE_LABELS, SOLD_TENURE_LABELS } from '@contracts/sold/common';
import { PROPERTY_TYPES, TENURES } from '../lib/sold-search';
import { NEW_BUILD_LABELS, type SearchFormValues } from '../lib/search-form';
import { LabelledSelect } from './labelled-select';

type ExtraFilterValues = Pick<SearchFormValues, 'propertyType' | 'tenure' | 'newBuild'>;

interface ExtraFiltersProps {
  values: ExtraFilterValues;
  onChange: (patch: Partial<ExtraFilterValues>) => void;
}

const NEW_BUILD_CHOICES = ['any', 'new', 'established'] as const;

/** Filters the spec does not have but buyers ask for: property type, tenure, new or established. */
export function ExtraFilters({ values, onChange }: ExtraFiltersProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <LabelledSelect
        id="sold-property-type"
        label="Property Type"
        value={values.propertyType}
        options={['any', ...PROPERTY_TYPES] as const}
        optionLabel={(type) => (type === 'any' ? 'All types' : SOLD_PROPERTY_TYPE_LABELS[type])}
        onValueChange={(propertyType) => onChange({ propertyType })}
      />
      <LabelledSelect
        id="sold-tenure"
        label="Tenure"
        value={values.tenure}
        options={['any', ...TENURES] as const}
        optionLabel={(tenure) => (tenure === 'any' ? 'Any tenure' : SOLD_TENURE_LABELS[tenure])}
        onValueChange={(tenure) => onChange({ tenure })}
      />
      <LabelledSelect
        id="sold-new-build"
        label="New Build"
        value={values.newBuild}
        options={NEW_BUILD_CHOICES}
        optionLabel={(choice) => NEW_BUILD_LABELS[choice]}
        onValueChange={(newBuild) => onChange({ newBuild })}
      />
    </div>
  );
}
