import { Info } from 'lucide-react';

/** SPEC 2: the result is an estimate, not financial advice. */
export function QuizDisclaimer() {
  return (
    <p className="flex gap-2 text-sm text-slate-600">
      <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <span>
        <strong className="font-semibold text-slate-800">Disclaimer:</strong> this is an estimate to help you
        plan, not financial advice. Lenders make their own checks and offers vary; speak to a qualified
        mortgage adviser before you commit.
      </span>
    </p>
  );
}
