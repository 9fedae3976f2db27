import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '@/components/ui/field-error';
import { cn } from '@/lib/cn';
import type { ChoiceOption } from '../lib/quiz-steps';

interface ChoiceFieldProps<T extends string> {
  legend: string;
  options: readonly ChoiceOption<T>[];
  registration: UseFormRegisterReturn;
  error?: string;
  className?: string;
}

/** One answer from a few, as radio cards: every option visible, arrow keys move between them. */
export function ChoiceField<T extends string>({
  legend,
  options,
  registration,
  error,
  className,
}: ChoiceFieldProps<T>) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      <div className={cn('grid gap-2', className)}>
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-3 text-sm transition-colors',
              'hover:border-brand-500 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
              error && 'border-red-500',
            )}
          >
            <input
              type="radio"
              value={option.value}
              className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600 focus-visible:outline-none"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              {...registration}
            />
            <span>
              <span className="font-medium text-slate-900">{option.label}</span>
              {option.hint && <span className="block text-slate-600">{option.hint}</span>}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
