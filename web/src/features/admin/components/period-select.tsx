import type { AnalyticsPeriod } from '@contracts/analytics';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { parsePeriod, periodOptions } from '../lib/analytics-labels';

/** SPEC 2: Last 24 hours, 7 days, 30 days or 90 days. */
export function PeriodSelect({
  value,
  onChange,
}: {
  value: AnalyticsPeriod;
  onChange: (days: AnalyticsPeriod) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="whitespace-nowrap text-slate-700">
        Period
      </Label>
      <Select value={String(value)} onValueChange={(next) => onChange(parsePeriod(next, value))}>
        <SelectTrigger id={id} className="w-44">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {periodOptions.map((option) => (
            <SelectItem key={option.days} value={String(option.days)}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
