import type { AnalyticsSummary } from '@contracts/analytics';
import { BarChart3 } from 'lucide-react';
import { formatNumber } from '@/lib/format';
import { dayLabel, longDayLabel, niceMax, tickIndexes } from '../lib/chart';

type Day = AnalyticsSummary['visitsPerDay'][number];

/**
 * Visits per day of the period (beyond the spec): a bar per day, unique visitors drawn inside it.
 * Screen readers get the same figures as a table.
 */
export function VisitsChart({ days, periodLabel }: { days: Day[]; periodLabel: string }) {
  const top = niceMax(Math.max(0, ...days.map((day) => day.visits)));
  const ticks = new Set(tickIndexes(days.length));
  // Phones have room for fewer dates under the bars.
  const narrowTicks = new Set(tickIndexes(days.length, 4));
  const total = days.reduce((sum, day) => sum + day.visits, 0);
  return (
    <section
      aria-labelledby="visits-chart-title"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="visits-chart-title" className="flex items-center gap-2 font-semibold text-slate-900">
          <BarChart3 className="h-4 w-4 text-brand-600" aria-hidden />
          Visits per day
        </h3>
        <ul className="flex items-center gap-4 text-xs text-slate-600" aria-hidden>
          <li className="flex items-center gap-1.5">
            <span className="h-2.5 w-2.5 rounded-sm bg-brand-100 ring-1 ring-brand-500/40" />
            Visits
          </li>
          <li className="flex items-center gap-1.5">
            <span className="h-2.5 w-2.5 rounded-sm bg-brand-600" />
            Unique visitors
          </li>
        </ul>
      </div>
      {days.length === 0 || total === 0 ? (
        <p className="mt-6 rounded-lg border border-dashed border-slate-300 p-8 text-center text-sm text-slate-600">
          No visits in the {periodLabel.toLowerCase()} yet.
        </p>
      ) : (
        <div className="mt-4 flex gap-2" aria-hidden>
          <div className="flex h-48 flex-col justify-between pb-0.5 text-right text-xs tabular-nums text-slate-500">
            <span>{formatNumber(top)}</span>
            <span>{formatNumber(top / 2)}</span>
            <span>0</span>
          </div>
          <div className="min-w-0 flex-1">
            <div className="relative flex h-48 items-end gap-px border-b border-l border-slate-200 sm:gap-0.5">
              <div className="pointer-events-none absolute inset-x-0 top-0 border-t border-dashed border-slate-200" />
              <div className="pointer-events-none absolute inset-x-0 top-1/2 border-t border-dashed border-slate-200" />
              {days.map((day) => (
                <div
                  key={day.day}
                  className="group relative flex h-full min-w-0 flex-1 items-end justify-center"
                >
                  <div
                    className="relative w-full max-w-10 rounded-t-sm bg-brand-100 ring-1 ring-inset ring-brand-500/30 transition-colors group-hover:bg-brand-200"
                    style={{ height: `${(day.visits / top) * 100}%` }}
                  >
                    <div
                      className="absolute inset-x-[20%] bottom-0 rounded-t-sm bg-brand-600"
                      style={{ height: day.visits > 0 ? `${(day.uniqueVisitors / day.visits) * 100}%` : 0 }}
                    />
                  </div>
                  <div className="pointer-events-none absolute bottom-full z-10 mb-1 hidden whitespace-nowrap rounded-md bg-slate-900 px-2 py-1 text-xs text-white shadow group-hover:block">
                    <p className="font-medium">{longDayLabel(day.day)}</p>
                    <p>
                      {formatNumber(day.visits)} visits · {formatNumber(day.uniqueVisitors)} unique
                    </p>
                  </div>
                </div>
              ))}
            </div>
            <div className="mt-1 flex gap-px sm:gap-0.5">
              {days.map((day, index) => (
                <div key={day.day} className="relative h-4 min-w-0 flex-1">
                  {(ticks.has(index) || narrowTicks.has(index)) && (
                    <span
                      className={`absolute whitespace-nowrap text-xs text-slate-500 ${tickPosition(index, days.length)} ${tickVisibility(ticks.has(index), narrowTicks.has(index))}`}
                    >
                      {dayLabel(day.day)}
                    </span>
                  )}
                </div>
              ))}
            </div>
          </div>
        </div>
      )}
      <table className="sr-only">
        <caption>Visits per day, {periodLabel.toLowerCase()}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Visits</th>
            <th scope="col">Unique visitors</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{longDayLabel(day.day)}</th>
              <td>{formatNumber(day.visits)}</td>
              <td>{formatNumber(day.uniqueVisitors)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The end labels stay inside the chart; the others are centred under their bar. */
function tickPosition(index: number, count: number): string {
  if (count > 2 && index === 0) return 'left-0';
  if (count > 2 && index === count - 1) return 'right-0';
  return 'left-1/2 -translate-x-1/2';
}

/** A date shown on phones, on wider screens, or both. */
function tickVisibility(wide: boolean, narrow: boolean): string {
  if (wide && narrow) return '';
  return narrow ? 'sm:hidden' : 'hidden sm:inline';
}
