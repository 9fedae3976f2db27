import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  emailVerificationTokens,
  passwordResetTokens,
  properties,
  sessions,
  userFavorites,
  userPropertyViews,
  userSearchHistory,
  users,
} from '../../db/schema/index';
import { authMessages } from '@contracts/auth';
import { createAdmin, registerUser, type SignedInUser } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';

describe('DELETE /api/auth/account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const remove = (headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers,
      payload: payload as object | undefined,
    });

  async function listingOf(owner: SignedInUser) {
    const [row] = await t.database.db
      .insert(properties)
      .values({
        title: 'Two-bed flat',
        price: 250_000,
        address: '1 High Street',
        city: 'Leeds',
        state: 'West Yorkshire',
        zipCode: 'LS1 1AA',
        ownerId: owner.id,
      })
      .returning();
    return row!;
  }

  it('removes the account and everything that belongs to it, and signs out', async () => {
    const frank = await registerUser(t.app);
    const other = await registerUser(t.app);
    const franksListing = await listingOf(frank);
    const othersListing = await listingOf(other);
    const { db } = t.database;
    await db.insert(userFavorites).values([
      { userId: frank.id, propertyId: othersListing.id },
      { userId: other.id, propertyId: franksListing.id },
    ]);
    await db.insert(userPropertyViews).values({ userId: frank.id, propertyId: othersListing.id });
    await db.insert(userSearchHistory).values({ userId: frank.id, searchQuery: { location: 'Leeds' } });
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: frank.email } });
    await t.app.mailer.flush();

    const res = await remove(frank.headers, { password: frank.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your account has been removed.' });
    expect(res.cookies.find((c) => c.name === 'hh_session')?.value).toBe('');

    const rowsOf = async (
      table:
        | typeof sessions
        | typeof passwordResetTokens
        | typeof emailVerificationTokens
        | typeof userFavorites
        | typeof userPropertyViews
        | typeof userSearchHistory,
    ) => db.select().from(table).where(eq(table.userId, frank.id));
    expect(await db.select().from(users).where(eq(users.id, frank.id))).toHaveLength(0);
    for (const table of [
      sessions,
      passwordResetTokens,
      emailVerificationTokens,
      userFavorites,
      userPropertyViews,
      userSearchHistory,
    ]) {
      expect(await rowsOf(table)).toHaveLength(0);
    }
    expect(await db.select().from(properties).where(eq(properties.ownerId, frank.id))).toHaveLength(0);
    // Another user's favourite of the removed listing goes with the listing; their own listing stays.
    expect(
      await db.select().from(userFavorites).where(eq(userFavorites.propertyId, franksListing.id)),
    ).toHaveLength(0);
    expect(await db.select().from(properties).where(eq(properties.id, othersListing.id))).toHaveLength(1);
    expect(await db.select().from(users).where(eq(users.id, other.id))).toHaveLength(1);

    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: frank.headers })).statusCode,
    ).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: frank.username, password: frank.password },
    });
    expect(login.statusCode).toBe(401);
  });

  it('refuses a wrong password and keeps the account', async () => {
    const gina = await registerUser(t.app);
    const res = await remove(gina.headers, { password: 'not-gina-password' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Incorrect password', code: 'invalid_credentials' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: gina.headers })).statusCode,
    ).toBe(200);
  });

  it.each([[{}], [{ password: '' }], [undefined]])(
    'asks for the password when the body is %j',
    async (payload) => {
      const hank = await registerUser(t.app);
      const res = await remove(hank.headers, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Password is required');
    },
  );

  it('will not let an administrator remove their own account', async () => {
    const admin = await createAdmin(t);
    const res = await remove(admin.headers, { password: admin.password });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: authMessages.adminCannotRemoveSelf, code: 'forbidden' });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: admin.headers });
    expect(me.statusCode).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const res = await remove({}, { password: 'anything' });
    expect(res.statusCode).toBe(401);
  });
});
