import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, newUserInput, type SignedInUser } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';

/*
 * Sign-in limits both ways: guessing stays expensive from one address and from many, and
 * strangers' failures never lock the owner out of an address that has not failed.
 * 10 attempts per address (the default), 3 failures per account from one address, 6 from all.
 */

let t: TestApp;
let nextIp = 1;
const freshIp = () => `10.9.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

const login = (username: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress });

async function owner() {
  const input = newUserInput();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: input,
    remoteAddress: freshIp(),
  });
  expect(res.statusCode).toBe(201);
  return input;
}

/** `count` wrong passwords for the account, each from an address of its own; returns the addresses. */
async function strangersFail(username: string, count: number) {
  const addresses = Array.from({ length: count }, freshIp);
  for (const ip of addresses) expect((await login(username, 'wrong-guess', ip)).statusCode).toBe(401);
  return addresses;
}

describe('sign-in lockout', () => {
  beforeAll(async () => {
    t = await buildTestApp({
      AUTH_RATE_LIMIT: '10/1m',
      LOGIN_PAIR_LIMIT: '3/1m',
      LOGIN_ACCOUNT_LIMIT: '6/1m',
    });
  });
  afterAll(() => t.close());

  it('stops guessing one account from one address after its few failures', async () => {
    const target = await owner();
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await login(target.username, `guess-${i}`, ip)).statusCode).toBe(401);
    const refused = await login(target.username, target.password, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many attempts. Please try again in 1 minute.');
    // The owner elsewhere is not held by that address's failures.
    expect((await login(target.username, target.password, freshIp())).statusCode).toBe(200);
  });

  it('gives many addresses one guess each once the account has seen enough failures', async () => {
    const target = await owner();
    const [first, second] = await strangersFail(target.username, 6);
    // Under the per-address budget, but the account's is spent: addresses that failed are refused.
    expect((await login(target.username, 'another-guess', first!)).statusCode).toBe(429);
    expect((await login(target.username, target.password, second!)).statusCode).toBe(429);
    // A new address still gets its one guess, and is then refused too.
    const newcomer = freshIp();
    expect((await login(target.username, 'newcomer-guess', newcomer)).statusCode).toBe(401);
    expect((await login(target.username, 'newcomer-again', newcomer)).statusCode).toBe(429);
  });

  it("lets the owner in from an address with no failures after strangers' 12", async () => {
    const target = await owner();
    await strangersFail(target.username, 12);
    expect((await login(target.username, target.password, freshIp())).statusCode).toBe(200);
    expect((await login(target.email, target.password, freshIp())).statusCode).toBe(200);
  });

  it('holds the same rules for an administrator', async () => {
    const admin: SignedInUser = await createAdmin(t);
    const [stranger] = await strangersFail(admin.username, 12);
    expect((await login(admin.username, 'yet-another', stranger!)).statusCode).toBe(429);
    const res = await login(admin.username, admin.password, freshIp());
    expect(res.statusCode).toBe(200);
    expect(res.json().isAdmin).toBe(true);
  });

  it('does not count successful sign-ins as failures from that address', async () => {
    const target = await owner();
    const ip = freshIp();
    for (let i = 0; i < 2; i++) expect((await login(target.username, `slip-${i}`, ip)).statusCode).toBe(401);
    for (let i = 0; i < 3; i++)
      expect((await login(target.username, target.password, ip)).statusCode).toBe(200);
    expect((await login(target.username, 'one-more-slip', ip)).statusCode).toBe(401);
  });
});
