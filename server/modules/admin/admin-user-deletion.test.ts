import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Property } from '@contracts/property';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { objectsRoot, uploadNameOf } from '../../lib/object-path';
import { createAdmin, registerUser, type SignedInUser } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import {
  countRows,
  createListing,
  dependentRows,
  expectOnlyDependentsGone,
  leaveFootprint,
  referringTables,
} from '../../test/deletion-fixtures';

describe('DELETE /api/admin/users/:id removes everything of theirs, and only that', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let victim: SignedInUser;
  let bystander: SignedInUser;
  let victimListings: Property[];
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createAdmin(t);
    [victim, bystander] = [await registerUser(t.app), await registerUser(t.app)];
    const bystanderListing = await createListing(t, bystander, 'Bystander home');
    victimListings = await leaveFootprint(t, victim, [bystanderListing]);
    await leaveFootprint(t, bystander, victimListings);
  });
  afterAll(() => t.close());

  it('counts every table that refers to users or listings', async () => {
    const covered = Object.keys(dependentRows(victim.id, [])).sort();
    expect(
      await referringTables(t),
      'a new table refers to users or listings: add it to dependentRows',
    ).toEqual(covered);
  });

  it("deletes the user's rows in every table, their listings' rows of other users too, and nothing else", async () => {
    const dependents = dependentRows(
      victim.id,
      victimListings.map((listing) => listing.id),
    );
    const before = await countRows(t, dependents);
    for (const [table, count] of Object.entries(before)) {
      // Otherwise the test could not fail: each table holds rows that must go and rows that must stay.
      expect(count.dependent, `${table} rows of the victim`).toBeGreaterThan(0);
      expect(count.total, `${table} rows of others`).toBeGreaterThan(count.dependent);
    }
    const photo = path.join(
      objectsRoot(t.config.dataDir),
      'uploads',
      `${uploadNameOf(victimListings[0]!.images[0]!)}.webp`,
    );
    expect(existsSync(photo)).toBe(true);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${victim.id}`,
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'User deleted successfully.' });

    expectOnlyDependentsGone(before, await countRows(t, dependents));
    expect(existsSync(photo)).toBe(false);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bystander.headers });
    expect(me.statusCode).toBe(200);
  });
});
