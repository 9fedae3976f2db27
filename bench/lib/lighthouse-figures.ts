import type { Result } from 'lighthouse';
import { percentile } from './stats';

/** One number read from a Lighthouse report, and how to print it. */
export interface Figure {
  label: string;
  read(lhr: Result): number;
  show(value: number): string;
}

const category = (id: string, label: string): Figure => ({
  label,
  // Rounded as Lighthouse's report shows it, so a target is judged on the number printed. A
  // category it could not score (the page failed to load) has a null score.
  read: (lhr) => Math.round((lhr.categories[id]?.score ?? NaN) * 100),
  show: (v) => (Number.isNaN(v) ? '-' : v.toFixed(0)),
});

const metric = (id: string, label: string, show: (v: number) => string): Figure => ({
  label,
  read: (lhr) => lhr.audits[id]?.numericValue ?? NaN,
  show: (v) => (Number.isNaN(v) ? '-' : show(v)),
});

const seconds = (v: number) => `${(v / 1000).toFixed(2)} s`;

export const FIGURES = {
  performance: category('performance', 'perf'),
  accessibility: category('accessibility', 'a11y'),
  bestPractices: category('best-practices', 'best pr.'),
  seo: category('seo', 'SEO'),
  fcp: metric('first-contentful-paint', 'FCP', seconds),
  lcp: metric('largest-contentful-paint', 'LCP', seconds),
  cls: metric('cumulative-layout-shift', 'CLS', (v) => v.toFixed(3)),
  tbt: metric('total-blocking-time', 'TBT', (v) => `${v.toFixed(0)} ms`),
} satisfies Record<string, Figure>;

export type FigureName = keyof typeof FIGURES;
export type Figures = Record<FigureName, number>;

/** Lighthouse's categories, the ones the runs are limited to. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Issue 18's targets, each on the median of the runs. */
export const TARGETS: { name: string; figure: FigureName; met(value: number): boolean }[] = [
  { name: 'performance >= 90', figure: 'performance', met: (v) => v >= 90 },
  { name: 'accessibility 100', figure: 'accessibility', met: (v) => v >= 100 },
  { name: 'best practices >= 95', figure: 'bestPractices', met: (v) => v >= 95 },
  { name: 'SEO 100', figure: 'seo', met: (v) => v >= 100 },
  { name: 'LCP <= 2.5 s', figure: 'lcp', met: (v) => v <= 2500 },
  { name: 'CLS <= 0.1', figure: 'cls', met: (v) => v <= 0.1 },
  { name: 'TBT <= 200 ms', figure: 'tbt', met: (v) => v <= 200 },
];

const names = Object.keys(FIGURES) as FigureName[];

export function readFigures(lhr: Result): Figures {
  return Object.fromEntries(names.map((name) => [name, FIGURES[name].read(lhr)])) as Figures;
}

/** Each figure's median over the runs that produced it (nearest rank: a real run's value). */
export function medianFigures(runs: Figures[]): Figures {
  return Object.fromEntries(
    names.map((name) => [
      name,
      percentile(
        runs.map((r) => r[name]).filter((v) => !Number.isNaN(v)),
        50,
      ),
    ]),
  ) as Figures;
}

/** A row of figures in the order of FIGURES, each column `width` wide. */
export function figureRow(figures: Figures, width: number): string {
  return names.map((name) => FIGURES[name].show(figures[name]).padStart(width)).join('');
}

export const figureHeader = (width: number) =>
  names.map((name) => FIGURES[name].label.padStart(width)).join('');
