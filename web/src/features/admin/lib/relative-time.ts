import { formatDate, toDate } from '@/lib/format';

/** Admin activity times (SPEC 2): 'Just now' under a minute, 'Nm ago' under an hour, 'Nh ago' under a day, else the date. */
export function formatRelativeTime(value: Date | string | number, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return '';
  const minutes = Math.floor((now.getTime() - date.getTime()) / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  return formatDate(date);
}
