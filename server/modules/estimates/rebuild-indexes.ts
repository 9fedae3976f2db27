import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isStandardResidential } from '../sold/standard-sales';
import { areaOf } from './postcode-parts';
import { homeKindOf, type HomeKind, type KindedSale, type LocalIndex, localIndexes } from './local-index';
import { soldDataVersion } from '../sold/data-version';
import { builtFromVersion, readAllIndexes, writeIndexes } from './price-index.repository';
import { buildPriceIndex } from './price-index';

const KINDS: HomeKind[] = ['flats', 'houses'];
/** Rows fetched from the cursor at a time. */
const BATCH = 50_000;
/** The national index is built from the sales of a sample of homes no larger than this. */
const NATIONAL_SAMPLE = 1_000_000;

export type RebuildOutcome = { rebuilt: false } | { rebuilt: true; districts: number; seconds: number };

interface IndexRow {
  month: number;
  price: number;
  home: number;
  cell: number;
  district: string;
  type: string;
}

/**
 * Standard sales in postcode order through a cursor, handed over one postcode area at a time (an
 * area's postcodes sort together: its letters, then a digit), so memory holds one area, not the
 * country: 10,000,000 sales read at once did not fit in Node's heap.
 */
async function forEachArea(db: Db, visit: (area: string, sales: KindedSale[]) => void) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`declare price_index_sales no scroll cursor for
      select (extract(year from s.sale_date) * 12 + extract(month from s.sale_date) - 1)::int as month,
             s.price,
             (hashtextextended(s.postcode || '|' || s.address_key, 0) >> 11)::float8 as home,
             (hashtextextended(s.postcode || '|' || s.property_type || '|' || s.new_build, 0) >> 11)::float8 as cell,
             split_part(s.postcode, ' ', 1) as district, s.property_type as type
      from sold_properties s
      where s.postcode is not null and ${isStandardResidential('s')}
      order by s.postcode`);
    let area: string | null = null;
    let sales: KindedSale[] = [];
    for (;;) {
      const { rows } = (await tx.execute(
        sql`fetch ${sql.raw(String(BATCH))} from price_index_sales`,
      )) as unknown as {
        rows: IndexRow[];
      };
      for (const row of rows) {
        const rowArea = areaOf(row.district);
        if (rowArea !== area) {
          if (area !== null) visit(area, sales);
          area = rowArea;
          sales = [];
        }
        sales.push({ ...row, kind: homeKindOf(row.type) });
      }
      if (rows.length < BATCH) break;
    }
    if (area !== null) visit(area, sales);
    await tx.execute(sql`close price_index_sales`);
  });
}

/**
 * Builds the stored local index of every district with sales, unless it was built from the sold
 * data as it is now (soldDataVersion). Runs in the background after imports and updates, never on
 * a request. One postcode area at a time: its districts' indexes (or the area's, for a district
 * with too few sales); the national index, for places where even the area has too few, comes from a
 * sample of homes taken along the way.
 */
export async function rebuildPriceIndexes(
  db: Db,
  now: Date,
  options: { force?: boolean } = {},
): Promise<RebuildOutcome> {
  const started = performance.now();
  const version = await soldDataVersion(db);
  if (!options.force && version === (await builtFromVersion(db))) return { rebuilt: false };
  const [count] = (
    (await db.execute(
      sql`select coalesce(sum(sales), 0)::bigint as sales from sold_postcode_counts where category = 'A' and property_type <> 'O'`,
    )) as unknown as { rows: { sales: string }[] }
  ).rows;
  const everyNth = Math.max(1, Math.ceil(Number(count?.sales ?? 0) / NATIONAL_SAMPLE));

  const previous = await readAllIndexes(db);
  const previousOf = (place: string, kind: HomeKind) => previous.get(`${place}|${kind}`) ?? null;
  const chosen = new Map<string, LocalIndex>();
  const needNational = new Set<HomeKind>();
  const sample: KindedSale[] = [];
  let districts = 0;
  await forEachArea(db, (_area, sales) => {
    // The home is a hash of its address: a stable sample that keeps each home's sales together.
    for (const sale of sales) if (Math.abs(sale.home as number) % everyNth === 0) sample.push(sale);
    const indexFor = localIndexes(sales, () => null, previousOf);
    for (const district of new Set(sales.map((s) => s.district))) {
      districts++;
      for (const kind of KINDS) {
        const index = indexFor(district, kind);
        if (index) chosen.set(`${index.place}|${kind}`, index);
        else needNational.add(kind);
      }
    }
  });
  for (const kind of needNational) {
    const index = buildPriceIndex(
      sample.filter((s) => s.kind === kind),
      { warmStart: previousOf('GB', kind) },
    );
    if (index) chosen.set(`GB|${kind}`, { ...index, level: 'national', place: 'GB', kind });
  }
  await writeIndexes(db, [...chosen.values()], version, now);
  return { rebuilt: true, districts, seconds: (performance.now() - started) / 1000 };
}
