import { createHash } from 'node:crypto';

/** A seeded random stream: the same seed always gives the same sequence (sfc32). */
export interface Random {
  /** In [0, 1). */
  next(): number;
  /** Whole number in [min, max]. */
  int(min: number, max: number): number;
  /** Real number in [min, max). */
  between(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** One key, chosen with probability proportional to its weight. */
  weighted<K extends string>(weights: Partial<Record<K, number>>): K;
  /** `count` distinct items in random order. */
  sample<T>(items: readonly T[], count: number): T[];
}

export function createRandom(seed: string): Random {
  const digest = createHash('sha256').update(seed).digest();
  let a = digest.readUInt32LE(0);
  let b = digest.readUInt32LE(4);
  let c = digest.readUInt32LE(8);
  let d = digest.readUInt32LE(12);
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4_294_967_296;
  };
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    between: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)]!;
    },
    weighted: (weights) => {
      const entries = Object.entries(weights) as [never, number][];
      const total = entries.reduce((sum, [, w]) => sum + w, 0);
      let roll = next() * total;
      for (const [key, weight] of entries) {
        roll -= weight;
        if (roll < 0) return key;
      }
      return entries[entries.length - 1]![0];
    },
    sample: (items, count) => {
      const pool = [...items];
      for (let i = pool.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [pool[i], pool[j]] = [pool[j]!, pool[i]!];
      }
      return pool.slice(0, count);
    },
  };
  // Warm up so seeds that differ in one character diverge at once.
  for (let i = 0; i < 12; i++) next();
  return random;
}

/** A name-based (version 5 style) UUID: the same namespace and name always give the same id. */
export function deterministicUuid(namespace: string, name: string): string {
  const bytes = createHash('sha1').update(`${namespace}\u0000${name}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Spreads `count` slots over keys in proportion to their weights, interleaved (smooth weighted
 * round robin), so even a short run visits every key.
 */
export function weightedSchedule<K extends string>(weights: Record<K, number>, count: number): K[] {
  const keys = Object.keys(weights) as K[];
  const total = keys.reduce((sum, k) => sum + weights[k], 0);
  const current = new Map<K, number>(keys.map((k) => [k, 0]));
  const out: K[] = [];
  for (let i = 0; i < count; i++) {
    let best = keys[0]!;
    for (const key of keys) {
      current.set(key, current.get(key)! + weights[key]);
      if (current.get(key)! > current.get(best)!) best = key;
    }
    current.set(best, current.get(best)! - total);
    out.push(best);
  }
  return out;
}
