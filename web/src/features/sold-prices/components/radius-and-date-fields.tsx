import {
  RADIUS_OPTIONS,
  type Radius,
  radiusLabel,
  TIME_RANGE_LABELS,
  TIME_RANGES,
  type TimeRange,
} from '../lib/sold-search';
import { LabelledSelect } from './labelled-select';

interface RadiusAndDateFieldsProps {
  idPrefix: string;
  radius: Radius;
  timeRange: TimeRange;
  onChange: (patch: { radius?: Radius; timeRange?: TimeRange }) => void;
  labels?: { radius: string; timeRange: string };
}

/** The radius and sale-date selects both radius searches share (SPEC 5 options). */
export function RadiusAndDateFields(props: RadiusAndDateFieldsProps) {
  const {
    idPrefix,
    radius,
    timeRange,
    onChange,
    labels = { radius: 'Search Radius', timeRange: 'Sale Date' },
  } = props;
  return (
    <>
      <LabelledSelect
        id={`${idPrefix}-radius`}
        label={labels.radius}
        value={radius}
        options={RADIUS_OPTIONS}
        optionLabel={radiusLabel}
        onValueChange={(value) => onChange({ radius: value })}
      />
      <LabelledSelect
        id={`${idPrefix}-time-range`}
        label={labels.timeRange}
        value={timeRange}
        options={TIME_RANGES}
        optionLabel={(range) => TIME_RANGE_LABELS[range]}
        onValueChange={(value) => onChange({ timeRange: value })}
      />
    </>
  );
}
