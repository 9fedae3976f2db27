import type { ComponentProps } from 'react';

/** The one choice a saved search has besides its name: whether it sends e-mail alerts. */
export function AlertsCheckbox(props: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <label className="flex items-start gap-2 text-sm text-slate-700">
      <input type="checkbox" className="mt-0.5 size-4 accent-brand-600" {...props} />
      <span>E-mail me new matches and price reductions</span>
    </label>
  );
}
