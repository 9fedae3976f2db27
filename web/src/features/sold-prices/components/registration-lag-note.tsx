import { Info } from 'lucide-react';

/** Why the newest sales are missing: HM Land Registry publishes a sale only once it is registered. */
export function RegistrationLagNote() {
  return (
    <p className="flex items-start gap-2 text-sm text-slate-600">
      <Info className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" aria-hidden />
      Sales appear here after HM Land Registry registers them, typically 2 to 3 months after completion.
    </p>
  );
}
