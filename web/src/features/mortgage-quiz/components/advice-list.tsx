import { Lightbulb, TriangleAlert } from 'lucide-react';
import { cn } from '@/lib/cn';

const TONES = {
  warning: { Icon: TriangleAlert, box: 'border-amber-200 bg-amber-50', icon: 'text-amber-600' },
  tip: { Icon: Lightbulb, box: 'border-brand-100 bg-brand-50', icon: 'text-brand-600' },
} as const;

/** The result's warnings or recommendations; nothing at all when there are none. */
export function AdviceList({
  title,
  items,
  tone,
}: {
  title: string;
  items: string[];
  tone: keyof typeof TONES;
}) {
  if (items.length === 0) return null;
  const { Icon, box, icon } = TONES[tone];
  return (
    <section className={cn('rounded-lg border p-4', box)}>
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <ul className="mt-2 space-y-2 text-sm text-slate-800">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <Icon className={cn('mt-0.5 h-4 w-4 shrink-0', icon)} aria-hidden />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}
