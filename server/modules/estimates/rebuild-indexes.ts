import type { Db } from '../../db/client';
import { everywhere, standardSalesWhere } from './evidence.repository';
import { type HomeKind, type LocalIndex, localIndexes, toKindedSale } from './local-index';
import {
  builtFromVersion,
  districtsWithSales,
  soldDataVersion,
  writeIndexes,
} from './price-index.repository';

const KINDS: HomeKind[] = ['flats', 'houses'];

export type RebuildOutcome = { rebuilt: false } | { rebuilt: true; districts: number; seconds: number };

/**
 * Builds the stored local index of every district with sales, unless it was built from the sold
 * data as it is now (soldDataVersion). Runs in the background after imports and updates, never on
 * a request. The whole index is rebuilt from every standard sale: fine for the demo data and a
 * region (seconds); national data needs the per-district rebuild docs/estimates.md describes.
 */
export async function rebuildPriceIndexes(
  db: Db,
  now: Date,
  options: { force?: boolean } = {},
): Promise<RebuildOutcome> {
  const started = performance.now();
  const version = await soldDataVersion(db);
  if (!options.force && version === (await builtFromVersion(db))) return { rebuilt: false };
  const sales = (await standardSalesWhere(db, everywhere)).map(toKindedSale);
  const indexFor = localIndexes(sales);
  // Each place's index once, however many districts use it (readIndex finds it the same way).
  const chosen = new Map<string, LocalIndex>();
  const districts = await districtsWithSales(db);
  for (const district of districts) {
    for (const kind of KINDS) {
      const index = indexFor(district, kind);
      if (index) chosen.set(`${index.place}|${kind}`, index);
    }
  }
  await writeIndexes(db, [...chosen.values()], version, now);
  return { rebuilt: true, districts: districts.length, seconds: (performance.now() - started) / 1000 };
}
