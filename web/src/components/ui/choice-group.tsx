import { useId } from 'react';
import { cn } from '@/lib/cn';

export interface Choice<T extends string> {
  value: T;
  label: string;
}

interface ChoiceGroupProps<T extends string> {
  legend: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}

/**
 * One of a few options as native radio buttons in a fieldset (arrow keys move between them, the
 * legend names the group), drawn as a row of pills that wraps on a phone.
 */
export function ChoiceGroup<T extends string>({
  legend,
  choices,
  value,
  onChange,
  className,
}: ChoiceGroupProps<T>) {
  const name = useId();
  return (
    <fieldset className={cn('grid content-start gap-2', className)}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex flex-wrap items-start gap-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              'flex min-h-10 cursor-pointer items-center gap-2 rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-800 transition-colors',
              'hover:border-brand-500 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:font-medium',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
              className="h-4 w-4 shrink-0 accent-brand-600 focus-visible:outline-none"
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
