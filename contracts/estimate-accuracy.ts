/**
 * The estimates' accuracy as last measured by `npm run estimate:backtest` (docs/estimates.md): what
 * the 'About our estimates' page publishes. Update it with the doc whenever the method changes.
 */
export interface AccuracyRow {
  label: string;
  valued: number;
  /** Shares, 0-1. */
  coverage: number;
  medianError: number;
  within10: number;
  within20: number;
  inRange: number;
}

export const ESTIMATE_ACCURACY = {
  measured: '27 November 2026',
  window: 'every standard sale in SW19 (Wimbledon) from January 2016 to December 2019',
  calibration: 'January 2012 to December 2015',
  rows: [
    {
      label: 'All estimates',
      valued: 4041,
      coverage: 1,
      medianError: 0.111,
      within10: 0.459,
      within20: 0.722,
      inRange: 0.802,
    },
    {
      label: 'High confidence',
      valued: 26,
      coverage: 0.006,
      medianError: 0.054,
      within10: 0.731,
      within20: 0.808,
      inRange: 0.769,
    },
    {
      label: 'Medium confidence',
      valued: 2835,
      coverage: 0.702,
      medianError: 0.095,
      within10: 0.526,
      within20: 0.807,
      inRange: 0.803,
    },
    {
      label: 'Low confidence',
      valued: 1180,
      coverage: 0.292,
      medianError: 0.192,
      within10: 0.292,
      within20: 0.518,
      inRange: 0.799,
    },
    {
      label: "With the home's own earlier sale",
      valued: 1298,
      coverage: 0.321,
      medianError: 0.087,
      within10: 0.569,
      within20: 0.831,
      inRange: 0.831,
    },
    {
      label: 'From nearby sales only',
      valued: 2743,
      coverage: 0.679,
      medianError: 0.13,
      within10: 0.408,
      within20: 0.671,
      inRange: 0.788,
    },
  ] satisfies AccuracyRow[],
} as const;
