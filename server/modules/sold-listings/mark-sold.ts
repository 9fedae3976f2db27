import { ukToday } from '@contracts/property';
import type { Db } from '../../db/client';
import { enqueueEmail } from '../../lib/email-queue';
import { normalisePostcode } from '../../lib/postcode';
import { isSameAddress } from '../sold/address';
import { soldDataVersion } from '../sold/data-version';
import * as repo from './sold-listings.repository';
import { composeSoldEmail } from './sold-email';

/** Listings read, and whose postcodes' sales one statement reads, at a time. */
const BATCH = 1_000;

export type MarkOutcome =
  | { ran: false }
  | { ran: true; checked: number; marked: number; corrected: number; withdrawn: number; emails: number };

/** Newest-first isn't wanted: the first sale after the listing went up is the one that ended it. */
const byDateThenId = (a: repo.CandidateSale, b: repo.CandidateSale) =>
  a.saleDate.localeCompare(b.saleDate) || a.transactionId.localeCompare(b.transactionId);

/** Each listing of a page's matching sales (address and postcode, dated after the day it was listed), earliest first. */
async function matchingSales(db: Db, listings: readonly repo.ListingToCheck[]) {
  const byId = new Map(listings.map((l) => [l.id, l]));
  const located = listings.flatMap((l) => {
    const postcode = normalisePostcode(l.zipCode);
    return postcode ? [{ id: l.id, postcode, listedOn: ukToday(l.createdAt) }] : [];
  });
  const matches = new Map<string, repo.CandidateSale[]>();
  // One statement: the caller hands over a page of at most BATCH listings.
  for (const sale of await repo.salesAfterListing(db, located)) {
    const listing = byId.get(sale.propertyId)!;
    if (!isSameAddress(listing.address, sale)) continue;
    matches.set(sale.propertyId, [...(matches.get(sale.propertyId) ?? []), sale]);
  }
  for (const sales of matches.values()) sales.sort(byDateThenId);
  return matches;
}

/**
 * Marks sold every listing whose address (SAON, PAON, street and postcode, see isSameAddress) has
 * an HM Land Registry sale dated after the day it was listed, and e-mails its owner; unless the
 * listings were already checked against the sold data as it is now (soldDataVersion). Runs in the
 * background after imports and monthly updates, never on a request.
 *
 * Idempotent: a sale decided once (marked, or undone by the owner or an administrator) is never
 * decided again, so a second run changes nothing. A mark whose sale no longer matches (HM Land
 * Registry withdrew or corrected it, or the listing's address was edited) is dropped and the
 * listing is for sale again; a corrected price or date is copied. One transaction: a crash leaves
 * the marks, their e-mails and the marker as before.
 */
export async function markSoldListings(
  db: Db,
  now: Date,
  options: { publicUrl: string; force?: boolean },
): Promise<MarkOutcome> {
  const version = await soldDataVersion(db);
  const checkedBefore = await repo.checkedVersion(db);
  if (!options.force && version === checkedBefore) return { ran: false };
  return db.transaction(async (tx) => {
    const stored = await repo.storedMatches(tx);
    const decided = new Set(stored.map((m) => `${m.propertyId}|${m.transactionId}`));
    const marks = new Map(stored.filter((m) => m.status === 'sold').map((m) => [m.propertyId, m]));
    const outcome = {
      ran: true as const,
      checked: 0,
      marked: 0,
      corrected: 0,
      withdrawn: 0,
      emails: 0,
    };

    // A page of listings at a time: all of a million at once took gigabytes and hit the
    // statement timeout.
    for (let afterId: string | null = null; ;) {
      const listings = await repo.listingsToCheck(tx, afterId, BATCH);
      if (listings.length === 0) break;
      afterId = listings.at(-1)!.id;
      outcome.checked += listings.length;
      const matches = await matchingSales(tx, listings);
      for (const listing of listings) {
        const sales = matches.get(listing.id) ?? [];
        const mark = marks.get(listing.id);
        if (mark) {
          const sale = sales.find((s) => s.transactionId === mark.transactionId);
          if (!sale) {
            if (await repo.deleteMark(tx, listing.id, mark.transactionId)) outcome.withdrawn += 1;
          } else {
            if (sale.price !== mark.price || sale.saleDate !== mark.saleDate) {
              await repo.correctMatch(tx, { ...sale, propertyId: listing.id });
              outcome.corrected += 1;
            }
            continue;
          }
        }
        const sale = sales.find((s) => !decided.has(`${listing.id}|${s.transactionId}`));
        if (!sale) continue;
        const match = {
          propertyId: listing.id,
          transactionId: sale.transactionId,
          price: sale.price,
          saleDate: sale.saleDate,
        };
        if (!(await repo.insertMatch(tx, match, now))) continue;
        outcome.marked += 1;
        const owner = listing.ownerId ? await repo.ownerOf(tx, listing.ownerId) : undefined;
        if (owner) {
          const message = composeSoldEmail({ owner, listing, sale: match, publicUrl: options.publicUrl });
          await enqueueEmail(tx, { userId: listing.ownerId, kind: 'listing-sold', message });
          outcome.emails += 1;
        }
      }
    }
    await repo.syncSoldColumns(tx);
    if (version !== checkedBefore) await repo.recordCheckedVersion(tx, version, now);
    return outcome;
  });
}
