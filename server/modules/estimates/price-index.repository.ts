import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dataLoads, priceIndex } from '../../db/schema/index';
import { DERIVED_MARKER_PREFIX } from '../sold/data-version';
import type { HomeKind, IndexLevel, LocalIndex } from './local-index';
import { areaOf } from './postcode-parts';
import { monthOf, monthStart } from './months';

/** The data_loads row that says which state of the sold data the stored index was built from. */
const INDEX_MARKER = `${DERIVED_MARKER_PREFIX}price-index`;

export async function builtFromVersion(db: Db): Promise<string | null> {
  const [marker] = await db
    .select({ details: dataLoads.details })
    .from(dataLoads)
    .where(eq(dataLoads.name, INDEX_MARKER));
  return (marker?.details as { version?: string } | undefined)?.version ?? null;
}

/** Replaces the stored indexes, and records the data version they were built from. */
export async function writeIndexes(db: Db, indexes: readonly LocalIndex[], version: string, now: Date) {
  const rows = indexes.map((index) => ({
    place: index.place,
    kind: index.kind,
    level: index.level,
    firstMonth: monthStart(index.firstMonth),
    logLevels: Array.from(index.logLevels),
    sales: Array.from(index.sales),
    builtAt: now,
  }));
  await db.transaction(async (tx) => {
    await tx.delete(priceIndex);
    for (let i = 0; i < rows.length; i += 200) await tx.insert(priceIndex).values(rows.slice(i, i + 200));
    await tx
      .insert(dataLoads)
      .values({ name: INDEX_MARKER, details: { version }, loadedAt: now })
      .onConflictDoUpdate({ target: dataLoads.name, set: { details: { version }, loadedAt: now } });
  });
}

/** Every stored index by place and kind (`SW19|flats`): where a rebuild's fits start from. */
export async function readAllIndexes(db: Db): Promise<Map<string, LocalIndex>> {
  const rows = await db.select().from(priceIndex);
  return new Map(rows.map((row) => [`${row.place}|${row.kind}`, toLocalIndex(row)]));
}

const toLocalIndex = (row: typeof priceIndex.$inferSelect): LocalIndex => ({
  firstMonth: monthOf(row.firstMonth),
  logLevels: Float64Array.from(row.logLevels),
  sales: Int32Array.from(row.sales),
  level: row.level as IndexLevel,
  place: row.place,
  kind: row.kind as HomeKind,
});

/**
 * The stored index a district uses for a kind of home: its own when it had enough sales, else its
 * postcode area's, else the one over all sales (the rebuild stores only the places it chose).
 */
export async function readIndex(db: Db, district: string, kind: HomeKind): Promise<LocalIndex | null> {
  const places = [district, areaOf(district), 'GB'];
  const rows = await db
    .select()
    .from(priceIndex)
    .where(and(inArray(priceIndex.place, places), eq(priceIndex.kind, kind)));
  const row = places.map((place) => rows.find((r) => r.place === place)).find(Boolean);
  return row ? toLocalIndex(row) : null;
}
