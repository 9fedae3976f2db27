import type { ComponentProps } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { normalisePostcodeInput } from '../lib/postcode-input';

interface PostcodeFieldProps extends Omit<ComponentProps<'input'>, 'value' | 'onChange'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  className?: string;
}

/** Postcode box: upper case as typed, runs of spaces collapsed (SPEC 5). */
export function PostcodeField({ label, value, onValueChange, className, ...inputProps }: PostcodeFieldProps) {
  return (
    <FormField label={label} className={className}>
      <Input
        {...inputProps}
        value={value}
        onChange={(event) => onValueChange(normalisePostcodeInput(event.target.value))}
        autoComplete="postal-code"
        autoCapitalize="characters"
        spellCheck={false}
        inputMode="text"
        maxLength={10}
      />
    </FormField>
  );
}
