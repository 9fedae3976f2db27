import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { soldDataVersion } from '../sold/data-version';
import { groupBy } from './group-by';
import { chooseIndexes, HOME_KINDS, type HomeKind, type LocalIndex, type PlaceSales } from './local-index';
import { fitPriceIndex, type IndexColumns, newColumns } from './price-index';
import {
  clearChanges,
  concatColumns,
  countChanges,
  decodeSales,
  inputDistricts,
  MAX_CHANGES_APPLIED,
  readChanges,
  readUpdatedInputs,
  reloadInputs,
} from './price-index-inputs';
import { builtFromVersion, readAllIndexes, writeIndexes } from './price-index.repository';
import { areaOf } from './postcode-parts';

/** The national index is built from the sales of a sample of homes no larger than this. */
const NATIONAL_SAMPLE = 1_000_000;

export type RebuildOutcome = { rebuilt: false } | { rebuilt: true; districts: number; seconds: number };

/** The sales of homes whose hash is a multiple of everyNth: a stable sample that keeps each home's sales together. */
function sampleHomes(sales: IndexColumns, everyNth: number): IndexColumns {
  const picked: number[] = [];
  for (let i = 0; i < sales.length; i++) if (Math.abs(sales.homes[i]!) % everyNth === 0) picked.push(i);
  const sample = newColumns(picked.length);
  picked.forEach((from, i) => {
    sample.months[i] = sales.months[from]!;
    sample.prices[i] = sales.prices[from]!;
    sample.homes[i] = sales.homes[from]!;
    sample.cells[i] = sales.cells[from]!;
  });
  return sample;
}

/**
 * Builds the stored local index of every district with sales, unless it was built from the sold
 * data as it is now (soldDataVersion). Runs in the background after imports and updates, never on
 * a request. It fits from the stored inputs (price-index-inputs.ts), first brought up to date with
 * the sales added and removed since; `fromSales` (or more changes than are worth applying) builds
 * the inputs from the sales again. One postcode area at a time: its districts' indexes (or the
 * area's, for a district with too few sales); the national index, for places where even the area
 * has too few, comes from a sample of homes taken along the way.
 *
 * One repeatable-read transaction: the changes applied are exactly those it clears, and two
 * rebuilds at once cannot both apply them (the second fails on the rows the first wrote, and the
 * next periodic check runs it again).
 */
export async function rebuildPriceIndexes(
  db: Db,
  now: Date,
  options: { force?: boolean; fromSales?: boolean } = {},
): Promise<RebuildOutcome> {
  const started = performance.now();
  const version = await soldDataVersion(db);
  if (!options.force && version === (await builtFromVersion(db))) return { rebuilt: false };
  const [count] = await queryRows<{ sales: string }>(
    db,
    sql`select coalesce(sum(sales), 0)::bigint as sales from sold_postcode_counts where category = 'A' and property_type <> 'O'`,
  );
  const everyNth = Math.max(1, Math.ceil(Number(count?.sales ?? 0) / NATIONAL_SAMPLE));

  const previous = await readAllIndexes(db);
  const previousOf = (place: string, kind: HomeKind) => previous.get(`${place}|${kind}`) ?? null;
  const chosen = new Map<string, LocalIndex>();
  const needNational = new Set<HomeKind>();
  const sample = new Map<HomeKind, IndexColumns[]>(HOME_KINDS.map((kind) => [kind, []]));
  let districts = 0;
  await db.transaction(
    async (tx) => {
      // Background work that may rightly take minutes at national scale.
      await tx.execute(sql`set local statement_timeout = 0`);
      if (options.fromSales || (await countChanges(tx)) > MAX_CHANGES_APPLIED) await reloadInputs(tx);
      const changes = await readChanges(tx);
      for (const areaDistricts of groupBy(await inputDistricts(tx, changes), areaOf).values()) {
        const inputs = (await readUpdatedInputs(tx, areaDistricts, changes)).map((row) => ({
          ...row,
          columns: decodeSales(row.sales),
        }));
        for (const row of inputs) sample.get(row.kind)!.push(sampleHomes(row.columns, everyNth));
        const ofKind = (kind: HomeKind) => inputs.filter((row) => row.kind === kind);
        const salesOf: PlaceSales = (level, place, kind) => {
          if (level === 'district')
            return ofKind(kind).find((row) => row.district === place)?.columns ?? null;
          if (level === 'area') return concatColumns(ofKind(kind).map((row) => row.columns));
          return null;
        };
        const indexFor = chooseIndexes(salesOf, { national: () => null, previous: previousOf });
        for (const district of new Set(inputs.map((row) => row.district))) {
          districts++;
          for (const kind of HOME_KINDS) {
            const index = indexFor(district, kind);
            if (index) chosen.set(`${index.place}|${kind}`, index);
            else needNational.add(kind);
          }
        }
      }
      await clearChanges(tx);
      for (const kind of needNational) {
        const index = fitPriceIndex(concatColumns(sample.get(kind)!), { warmStart: previousOf('GB', kind) });
        if (index) chosen.set(`GB|${kind}`, { ...index, level: 'national', place: 'GB', kind });
      }
      await writeIndexes(tx, [...chosen.values()], version, now);
    },
    { isolationLevel: 'repeatable read' },
  );
  return { rebuilt: true, districts, seconds: (performance.now() - started) / 1000 };
}
