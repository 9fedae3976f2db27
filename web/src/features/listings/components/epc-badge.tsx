import { cn } from '@/lib/cn';

/** The register's colours, A dark green to G red; text colours keep the letter readable (WCAG AA). */
const COLOURS: Record<string, string> = {
  A: 'bg-[#008054] text-white',
  B: 'bg-[#19b459] text-slate-950',
  C: 'bg-[#8dce46] text-slate-950',
  D: 'bg-[#ffd500] text-slate-950',
  E: 'bg-[#fcaa65] text-slate-950',
  F: 'bg-[#ef8023] text-slate-950',
  G: 'bg-[#c8102e] text-white',
};

/** An EPC rating letter on its band colour. */
export function EpcBadge({ rating, className }: { rating: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex h-6 min-w-6 items-center justify-center rounded px-1.5 text-sm font-bold',
        COLOURS[rating] ?? 'bg-slate-200 text-slate-900',
        className,
      )}
    >
      {rating}
    </span>
  );
}
