import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { FieldError } from './field-error';
import { Label } from './label';

interface FieldControlProps {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

interface FormFieldProps {
  label: string;
  /** The control (Input, PasswordInput, Textarea...): it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<FieldControlProps>;
  error?: string;
  hint?: string;
  /** Extra content on the label row, e.g. a 'Reset Password' link or a small toggle button. */
  labelAside?: ReactNode;
  className?: string;
}

/** Label + control + hint + error, wired for screen readers. */
export function FormField({ label, children, error, hint, labelAside, className }: FormFieldProps) {
  const generated = useId();
  const id = children.props.id ?? generated;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <div className="flex min-h-5 items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
