/** The visits-per-day chart's arithmetic, apart from its drawing. */

const shortDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short' });
const longDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** 'YYYY-MM-DD' (a UTC day) as a Date at its midnight, or null when it is not such a day. */
function parseDay(day: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '24 Nov' (axis labels). */
export function dayLabel(day: string): string {
  const date = parseDay(day);
  return date ? shortDay.format(date) : day;
}

/** 'Mon, 24 Nov 2025' (tooltips and the screen-reader table). */
export function longDayLabel(day: string): string {
  const date = parseDay(day);
  return date ? longDay.format(date) : day;
}

/** Which bars get a date under them: the first, the last and evenly spaced ones, at most `most`. */
export function tickIndexes(count: number, most = 7): number[] {
  if (count <= 0) return [];
  if (count <= most) return Array.from({ length: count }, (_, i) => i);
  const step = (count - 1) / (most - 1);
  return Array.from(new Set(Array.from({ length: most }, (_, i) => Math.round(i * step))));
}

/** A round top for the scale: 1, 2, 5 or 10 times a power of ten, at least `max` (and at least 1). */
export function niceMax(max: number): number {
  if (!(max > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= max) ?? 10;
  return step * power;
}
