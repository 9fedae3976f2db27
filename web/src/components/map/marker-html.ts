import type { Box } from './mercator';
import { formatNumber } from '@/lib/format';

/** Text placed into marker HTML: names come from listings, so they are escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface MarkerState {
  selected: boolean;
  /** Linked to the card the user is pointing at or has chosen. */
  highlighted: boolean;
}

// Tailwind sees these class names here, so they are written out whole.
const CLUSTER_SIZES = [
  { upTo: 9, px: 32, classes: 'h-8 w-8' },
  { upTo: 99, px: 38, classes: 'h-[38px] w-[38px]' },
  { upTo: 999, px: 44, classes: 'h-11 w-11' },
  { upTo: Infinity, px: 50, classes: 'h-[50px] w-[50px]' },
];
const clusterSize = (count: number) => CLUSTER_SIZES.find((s) => count <= s.upTo)!;
/** White ring and a little air around a cluster's disc. */
const CLUSTER_MARGIN = 6;

/** A cluster's disc, centred on its position. */
export function clusterBox(count: number): Box {
  const half = clusterSize(count).px / 2 + CLUSTER_MARGIN;
  return { left: -half, top: -half, right: half, bottom: half };
}

/**
 * A price label's box: it stands above its point. Width from its text (12 px semibold digits are
 * about 7 px wide, plus padding and ring), with 3 px of air, so labels never touch.
 */
export function labelBox(text: string): Box {
  const half = (text.length * 7.2 + 22) / 2 + 3;
  return { left: -half, top: -26, right: half, bottom: 3 };
}

const shortCount = (count: number) =>
  count < 1000 ? String(count) : `${formatNumber(Math.round(count / 100) / 10)}k`;

/** The disc showing how many homes (or sales) a cluster holds. */
export function clusterHtml(count: number, { selected, highlighted }: MarkerState): string {
  const ring = highlighted || selected ? 'scale-110 ring-amber-400' : 'ring-white/80';
  return `<span data-highlighted="${highlighted || selected}" class="absolute flex -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-slate-800 text-xs font-bold text-white shadow-lg ring-4 transition-transform in-focus-visible:ring-slate-900 ${ring} ${clusterSize(count).classes}">${shortCount(count)}</span>`;
}
