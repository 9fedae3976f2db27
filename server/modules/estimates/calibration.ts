/*
 * What the backtest taught (docs/estimates.md): how sure an estimate can be, and how wide its range
 * must be to hold the later sale price at the stated rate. The ranges come from the calibration
 * window (2012-2015 in SW19); the published hit rate is measured on a later window (2016-2019).
 */

export const CONFIDENCES = ['high', 'medium', 'low'] as const;
export type Confidence = (typeof CONFIDENCES)[number];

/** The share of later sale prices the range is meant to hold. */
export const RANGE_COVERAGE = 0.8;

/** Multipliers of the estimate: the 10th and 90th percentiles of sale / estimate in each tier. */
export const RANGE: Record<Confidence, { low: number; high: number }> = {
  high: { low: 0.86, high: 1.11 },
  medium: { low: 0.82, high: 1.22 },
  low: { low: 0.66, high: 1.44 },
};

export interface ConfidenceEvidence {
  method: 'repeat-sale' | 'comparables' | 'repeat-sale-and-comparables';
  yearsSinceLastSale: number | null;
  comparables: { logAdjusted: number; weight: number }[];
  estimateLog: number;
}

/**
 * The tier follows the spread the evidence itself shows: how far the weighted comparables lie from
 * the estimate (log scale), narrowed by a recent sale of the home itself.
 */
export function confidenceOf(evidence: ConfidenceEvidence): Confidence {
  const spread = expectedSpread(evidence);
  if (spread <= HIGH_SPREAD) return 'high';
  return spread <= MEDIUM_SPREAD ? 'medium' : 'low';
}

const HIGH_SPREAD = 0.06;
const MEDIUM_SPREAD = 0.2;

/** A recent own sale predicts a price to within about this much (log scale), growing with its age. */
const REPEAT_SPREAD = 0.1;
const REPEAT_SPREAD_PER_YEAR = 0.01;
/** A quick resale (estimate-value.ts) says less: its error in the backtest was twice as large. */
const QUICK_RESALE_YEARS = 2;
const QUICK_RESALE_SPREAD = 0.25;

export function expectedSpread(evidence: ConfidenceEvidence): number {
  const total = evidence.comparables.reduce((sum, c) => sum + c.weight, 0);
  const comparableSpread =
    total > 0
      ? Math.sqrt(
          evidence.comparables.reduce(
            (sum, c) => sum + c.weight * (c.logAdjusted - evidence.estimateLog) ** 2,
            0,
          ) / total,
        )
      : Infinity;
  if (evidence.yearsSinceLastSale === null) return comparableSpread;
  const years = evidence.yearsSinceLastSale;
  const repeatSpread =
    years < QUICK_RESALE_YEARS ? QUICK_RESALE_SPREAD : REPEAT_SPREAD + REPEAT_SPREAD_PER_YEAR * years;
  // Two independent readings of the price: their spreads combine as variances do.
  return 1 / Math.sqrt(1 / repeatSpread ** 2 + 1 / comparableSpread ** 2);
}
