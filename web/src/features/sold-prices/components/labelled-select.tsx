import { SelectField } from '@/components/ui/select-field';

interface LabelledSelectProps<T extends string | number> {
  id: string;
  label: string;
  value: T;
  options: readonly T[];
  optionLabel: (option: T) => string;
  onValueChange: (value: T) => void;
  className?: string;
}

/** A labelled select whose option values may be numbers (Radix itself needs strings). */
export function LabelledSelect<T extends string | number>(props: LabelledSelectProps<T>) {
  const { id, label, value, options, optionLabel, onValueChange, className } = props;
  return (
    <SelectField
      id={id}
      label={label}
      className={className}
      value={String(value)}
      options={options.map((option) => ({ value: String(option), label: optionLabel(option) }))}
      onValueChange={(text) => {
        const chosen = options.find((option) => String(option) === text);
        if (chosen !== undefined) onValueChange(chosen);
      }}
    />
  );
}
