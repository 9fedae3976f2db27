import { useState } from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';
import { FormField } from './form-field';

/** An option whose value is its text ('Any', '1+'), or a value shown with its own label. */
export type SelectOption = string | { value: string; label: string };

const valueOf = (option: SelectOption) => (typeof option === 'string' ? option : option.value);
const labelOf = (option: SelectOption) => (typeof option === 'string' ? option : option.label);

interface SelectControlProps {
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  onBlur?: () => void;
  placeholder?: string;
  /** Set by FormField, so the label, hint and error point at the trigger. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

function SelectControl({
  value,
  onValueChange,
  options,
  onBlur,
  placeholder,
  ...trigger
}: SelectControlProps) {
  const selected = options.find((option) => valueOf(option) === value);
  // Radix renders a closed select's options into a detached fragment, in a second render at once
  // after the first (96 ms of the sold-price page's hydration at a phone's speed), to copy the
  // chosen text and to answer letters typed on the trigger. The text is given below, so the
  // options wait for the first hover, focus or opening.
  const [withOptions, setWithOptions] = useState(false);
  const showOptions = () => setWithOptions(true);
  return (
    <Select value={value} onValueChange={onValueChange} onOpenChange={showOptions}>
      <SelectTrigger {...trigger} onBlur={onBlur} onFocus={showOptions} onPointerEnter={showOptions}>
        {/* The chosen option's text given outright: Radix otherwise copies it from the open list,
            which a server-rendered page does not have until it hydrates. */}
        <SelectValue placeholder={placeholder}>{selected && labelOf(selected)}</SelectValue>
      </SelectTrigger>
      {withOptions && (
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={valueOf(option)} value={valueOf(option)}>
              {labelOf(option)}
            </SelectItem>
          ))}
        </SelectContent>
      )}
    </Select>
  );
}

interface SelectFieldProps extends Omit<SelectControlProps, 'aria-invalid' | 'aria-describedby'> {
  label: string;
  error?: string;
  className?: string;
}

/** A labelled Radix select, wired like every other form field (label, error, screen reader links). */
export function SelectField({ label, error, className, ...control }: SelectFieldProps) {
  return (
    <FormField label={label} error={error} className={className}>
      <SelectControl {...control} />
    </FormField>
  );
}
