import { SelectField, type SelectOption } from '@/components/ui/select-field';
import { NO_PREFERENCE } from '../lib/preferences-form';

interface PreferenceSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  anyLabel?: string;
}

/** A labelled select whose first option is "no preference". */
export function PreferenceSelect({
  label,
  value,
  onChange,
  options,
  anyLabel = 'Any',
}: PreferenceSelectProps) {
  return (
    <SelectField
      label={label}
      value={value}
      onValueChange={onChange}
      options={[{ value: NO_PREFERENCE, label: anyLabel }, ...options]}
    />
  );
}
