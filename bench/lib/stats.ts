import os from 'node:os';

/** Percentile of already-measured durations (nearest rank). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

export const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
export const int = (value: number) => Math.round(value).toLocaleString('en-GB');

export function machine(): string {
  const cpus = os.cpus();
  return `${cpus[0]?.model ?? 'unknown CPU'} x${cpus.length}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

/** Runs `fn` and returns its result with the seconds it took. */
export async function timed<T>(fn: () => Promise<T>): Promise<{ result: T; seconds: number }> {
  const started = performance.now();
  const result = await fn();
  return { result, seconds: (performance.now() - started) / 1000 };
}
