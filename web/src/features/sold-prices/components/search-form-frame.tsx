import type { FormEvent, ReactNode } from 'react';

interface SearchFormFrameProps {
  /** The form's accessible name ('Search an area'). */
  label: string;
  onSubmit: () => void;
  /**
   * Leave the required postcode to the page's own message (a toast or alert, as the spec has
   * them) rather than the browser's bubble.
   */
  noValidate?: boolean;
  className?: string;
  children: ReactNode;
}

/** The form element of every sold search: submitting runs the search without leaving the page. */
export function SearchFormFrame({ label, onSubmit, noValidate, className, children }: SearchFormFrameProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate={noValidate} aria-label={label} className={className}>
      {children}
    </form>
  );
}
