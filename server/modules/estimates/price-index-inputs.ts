import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { HOME_KINDS, type HomeKind } from './local-index';
import { type IndexColumns, newColumns } from './price-index';

/**
 * The price index's inputs as stored (tables price_index_inputs and price_index_changes, migration
 * 0023): each district's standard sales of a kind packed as 16-byte records, and the sales added or
 * taken away since. A rebuild brings the inputs up to date from the changes and fits from them, so
 * it never sorts, sends and parses the sales themselves (about 40 s of a 10,000,000-sale rebuild).
 */

/** Bytes per sale: month, price, home hash, cell hash, each a big-endian int4 (price_index_record()). */
export const RECORD_BYTES = 16;

/** More changes than this are not worth applying one by one: the inputs are built again from the sales. */
export const MAX_CHANGES_APPLIED = 1_000_000;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface StoredInputs {
  district: string;
  kind: HomeKind;
  sales: Uint8Array;
}

/** A district's sales of a kind as the index fit reads them. */
export function decodeSales(sales: Uint8Array): IndexColumns {
  const length = Math.floor(sales.byteLength / RECORD_BYTES);
  const view = new DataView(sales.buffer, sales.byteOffset, sales.byteLength);
  const columns = newColumns(length);
  for (let i = 0, at = 0; i < length; i++, at += RECORD_BYTES) {
    columns.months[i] = view.getInt32(at);
    columns.prices[i] = view.getInt32(at + 4);
    columns.homes[i] = view.getInt32(at + 8);
    columns.cells[i] = view.getInt32(at + 12);
  }
  return columns;
}

/** Columns one after the other (an area's districts): one fit over all of them. */
export function concatColumns(parts: readonly IndexColumns[]): IndexColumns {
  const joined = newColumns(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    joined.months.set(part.months.subarray(0, part.length), at);
    joined.prices.set(part.prices.subarray(0, part.length), at);
    joined.homes.set(part.homes.subarray(0, part.length), at);
    joined.cells.set(part.cells.subarray(0, part.length), at);
    at += part.length;
  }
  return joined;
}

/** Net changes of one district and kind: a record (as a latin1 string of its bytes) and how many to add (or, negative, remove). */
export type NetChanges = Map<string, number>;

const inputKey = (district: string, kind: string) => `${district}|${kind}`;
const recordKey = (record: Uint8Array) =>
  Buffer.from(record.buffer, record.byteOffset, record.byteLength).toString('latin1');

/**
 * The sales with the changes applied: records removed (one per -1, matched by their bytes; order
 * otherwise kept), then records added.
 */
export function applyChanges(sales: Uint8Array, changes: NetChanges): Uint8Array {
  const removals = new Map<string, number>();
  let added = 0;
  for (const [record, delta] of changes) {
    if (delta < 0) removals.set(record, -delta);
    else added += delta;
  }
  const out = new Uint8Array(sales.byteLength + added * RECORD_BYTES);
  let at = 0;
  if (removals.size === 0) {
    out.set(sales);
    at = sales.byteLength;
  } else {
    for (let from = 0; from + RECORD_BYTES <= sales.byteLength; from += RECORD_BYTES) {
      const record = sales.subarray(from, from + RECORD_BYTES);
      const key = recordKey(record);
      const left = removals.get(key) ?? 0;
      if (left > 0) removals.set(key, left - 1);
      else {
        out.set(record, at);
        at += RECORD_BYTES;
      }
    }
  }
  for (const [record, delta] of changes)
    for (let k = 0; k < delta; k++) {
      out.set(Buffer.from(record, 'latin1'), at);
      at += RECORD_BYTES;
    }
  return out.subarray(0, at);
}

export interface PendingChanges {
  /** Net changes by district and kind (`SW19|flats`). */
  byInput: Map<string, NetChanges>;
  /** The districts they touch. */
  districts: Set<string>;
}

export async function countChanges(tx: Tx): Promise<number> {
  const [row] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from price_index_changes`);
  return row?.n ?? 0;
}

/** Builds the inputs again from the standard sales (and forgets the changes), in the caller's transaction. */
export async function reloadInputs(tx: Tx) {
  await tx.execute(sql`select price_index_inputs_reload()`);
}

/**
 * Every change this transaction sees, netted per record. Read and later cleared (clearChanges) in
 * one repeatable-read transaction, so a change committed meanwhile is neither applied nor lost: it
 * stays for the next rebuild.
 */
export async function readChanges(tx: Tx): Promise<PendingChanges> {
  const rows = await queryRows<{ district: string; kind: HomeKind; record: Uint8Array; delta: number }>(
    tx,
    sql`select district, kind, record, delta from price_index_changes`,
  );
  const byInput = new Map<string, NetChanges>();
  const districts = new Set<string>();
  for (const row of rows) {
    const key = inputKey(row.district, row.kind);
    let changes = byInput.get(key);
    if (!changes) byInput.set(key, (changes = new Map()));
    const record = recordKey(row.record);
    changes.set(record, (changes.get(record) ?? 0) + row.delta);
    districts.add(row.district);
  }
  return { byInput, districts };
}

export async function clearChanges(tx: Tx) {
  await tx.execute(sql`delete from price_index_changes`);
}

/** Districts with stored inputs, or with changes that will give them some. */
export async function inputDistricts(tx: Tx, changes: PendingChanges): Promise<string[]> {
  const rows = await queryRows<{ district: string }>(
    tx,
    sql`select distinct district from price_index_inputs`,
  );
  return [...new Set([...rows.map((r) => r.district), ...changes.districts])].sort();
}

/**
 * The inputs of these districts brought up to date with the changes; those that changed are
 * written back (an input left with no sale is removed).
 */
export async function readUpdatedInputs(
  tx: Tx,
  districts: readonly string[],
  changes: PendingChanges,
): Promise<StoredInputs[]> {
  const stored = await queryRows<StoredInputs>(
    tx,
    sql`select district, kind, sales from price_index_inputs
        where district in (${sql.join(
          districts.map((district) => sql`${district}`),
          sql`, `,
        )})`,
  );
  const byKey = new Map(stored.map((row) => [inputKey(row.district, row.kind), row]));
  const changed: StoredInputs[] = [];
  for (const district of districts)
    for (const kind of HOME_KINDS) {
      const netChanges = changes.byInput.get(inputKey(district, kind));
      if (!netChanges) continue;
      const before = byKey.get(inputKey(district, kind))?.sales ?? new Uint8Array(0);
      const row = { district, kind, sales: applyChanges(before, netChanges) };
      byKey.set(inputKey(district, kind), row);
      changed.push(row);
    }
  await writeInputs(tx, changed);
  return [...byKey.values()].filter((row) => row.sales.byteLength > 0);
}

async function writeInputs(tx: Tx, rows: readonly StoredInputs[]) {
  const kept = rows.filter((row) => row.sales.byteLength > 0);
  const emptied = rows.filter((row) => row.sales.byteLength === 0);
  for (const row of emptied)
    await tx.execute(
      sql`delete from price_index_inputs where district = ${row.district} and kind = ${row.kind}`,
    );
  for (let i = 0; i < kept.length; i += 50) {
    const values = kept
      .slice(i, i + 50)
      .map((row) => sql`(${row.district}, ${row.kind}, ${toDriverBytes(row.sales)}::bytea)`);
    await tx.execute(sql`insert into price_index_inputs (district, kind, sales) values ${sql.join(values, sql`, `)}
      on conflict (district, kind) do update set sales = excluded.sales`);
  }
}

/** node-postgres sends a Buffer as binary; PGlite takes any Uint8Array. */
const toDriverBytes = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
