import { randomUUID } from 'node:crypto';
import type { PpdRow } from '../../server/modules/sold/import/ppd-row';

/** Small deterministic PRNG (mulberry32) so runs resample alike. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY_MS = 86_400_000;

/**
 * `count` rows drawn from real ones: new transaction ids, sale dates moved up to 180 days either
 * way, prices within 10%, and the postcode replaced by one drawn uniformly from `postcodes` (real
 * postcodes with coordinates) so the rows spread over the country instead of piling up where the
 * samples come from.
 */
export function* resample(
  real: readonly PpdRow[],
  postcodes: readonly string[],
  count: number,
  seed = 1,
): Generator<PpdRow> {
  const next = random(seed);
  for (let i = 0; i < count; i += 1) {
    const base = real[Math.floor(next() * real.length)] as PpdRow;
    const date = new Date(Date.parse(base.saleDate) + Math.round((next() - 0.5) * 360) * DAY_MS)
      .toISOString()
      .slice(0, 10);
    yield {
      ...base,
      transactionId: randomUUID(),
      saleDate: date,
      price: Math.max(1, Math.round(base.price * (0.9 + next() * 0.2))),
      postcode: postcodes[Math.floor(next() * postcodes.length)] ?? base.postcode,
      recordStatus: 'A',
    };
  }
}
