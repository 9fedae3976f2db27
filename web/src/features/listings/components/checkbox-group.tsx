import { useId } from 'react';
import { cn } from '@/lib/cn';

interface CheckboxGroupProps {
  legend: string;
  options: readonly string[];
  value: string[];
  onChange: (value: string[]) => void;
  className?: string;
}

/** Any of several choices (built forms, tenures), as portals offer them: a box each. */
export function CheckboxGroup({ legend, options, value, onChange, className }: CheckboxGroupProps) {
  const id = useId();
  const toggle = (option: string, on: boolean) =>
    onChange(
      on ? options.filter((o) => o === option || value.includes(o)) : value.filter((v) => v !== option),
    );
  return (
    <fieldset className={cn('space-y-2', className)}>
      <legend className="text-sm font-medium text-slate-900">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {options.map((option, index) => (
          <label
            key={option}
            htmlFor={`${id}-${index}`}
            className="flex items-center gap-2 text-sm text-slate-700"
          >
            <input
              id={`${id}-${index}`}
              type="checkbox"
              className="h-4 w-4 rounded border-slate-300 accent-brand-600"
              checked={value.includes(option)}
              onChange={(event) => toggle(option, event.target.checked)}
            />
            {option}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
