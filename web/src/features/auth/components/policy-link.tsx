import { Link } from 'react-router';

/** A policy page in a new tab, so what was typed into the form stays. */
export function PolicyLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} target="_blank" rel="noreferrer" className="font-medium text-brand-700 underline">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </Link>
  );
}
