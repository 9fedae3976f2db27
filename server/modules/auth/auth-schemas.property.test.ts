import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginRequestSchema, loginSchema, registerSchema, USERNAME_PATTERN } from '@contracts/auth';
import { buildTestApp, type TestApp } from '../../test/test-app';

const usernameArb = fc.stringMatching(/^[A-Za-z0-9._-]{3,50}$/);
const emailArb = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9]{1,20}$/),
    fc.stringMatching(/^[a-z]{2,20}$/),
    fc.constantFrom('com', 'co.uk', 'org'),
  )
  .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);
const nameArb = fc.string({ minLength: 1, maxLength: 50 }).filter((s) => s.trim().length > 0);
const passwordArb = fc.string({ minLength: 6, maxLength: 200 });
const validRegistration = fc.record({
  username: usernameArb,
  email: emailArb,
  password: passwordArb,
  firstName: nameArb,
  lastName: nameArb,
});

describe('auth schemas (property based)', () => {
  it('never throw, whatever they are given', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        for (const schema of [registerSchema, loginRequestSchema, loginSchema]) {
          const result = schema.safeParse(input);
          if (!result.success) expect(result.error.issues.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('accept every valid registration, trimming names', () => {
    fc.assert(
      fc.property(validRegistration, (input) => {
        const result = registerSchema.safeParse(input);
        expect(result.success).toBe(true);
        expect(result.data!.firstName).toBe(input.firstName.trim());
        expect(result.data!.username).toMatch(USERNAME_PATTERN);
      }),
    );
  });

  it('accept every valid sign-in by username or by e-mail', () => {
    fc.assert(
      fc.property(usernameArb, emailArb, passwordArb, (username, email, password) => {
        expect(loginRequestSchema.safeParse({ username, password }).success).toBe(true);
        expect(loginRequestSchema.safeParse({ email, password }).success).toBe(true);
        expect(loginSchema.safeParse({ username, password }).success).toBe(true);
        expect(loginSchema.safeParse({ email, password }).success).toBe(true);
      }),
    );
  });

  it('reject passwords shorter than 6 with the spec message', () => {
    fc.assert(
      fc.property(validRegistration, fc.string({ maxLength: 5 }), (input, password) => {
        const result = registerSchema.safeParse({ ...input, password });
        expect(result.success).toBe(false);
        expect(result.error!.issues.map((i) => i.message)).toContain(
          'Password must be at least 6 characters',
        );
      }),
    );
  });
});

describe('auth routes fed arbitrary JSON', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answer every body with a 2xx or a readable 4xx, never a 500', async () => {
    // Any code point, and NUL in particular: PostgreSQL text cannot hold it.
    const text = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.string({ unit: 'binary', maxLength: 60 }),
      fc.tuple(fc.string({ maxLength: 30 }), fc.string({ maxLength: 30 })).map(([a, b]) => `${a}\u0000${b}`),
    );
    const field = fc.oneof(text, fc.integer(), fc.boolean(), fc.constant(null), emailArb, usernameArb);
    // A valid body with one field spoiled reaches the database far more often than random objects do.
    const spoiled = fc
      .tuple(
        validRegistration,
        fc.constantFrom('username', 'email', 'password', 'firstName', 'lastName'),
        field,
      )
      .map(([valid, key, value]) => ({ ...valid, [key]: value }));
    const body = fc.oneof(
      fc.jsonValue(),
      spoiled,
      fc.record({ username: text, password: passwordArb }),
      fc.record({ token: text, newPassword: passwordArb }),
      fc.record(
        {
          username: field,
          email: field,
          password: field,
          firstName: field,
          lastName: field,
          token: field,
          newPassword: field,
        },
        { requiredKeys: [] },
      ),
    );
    const url = fc.constantFrom(
      '/api/auth/register',
      '/api/auth/login',
      '/api/auth/forgot-password',
      '/api/auth/reset-password',
    );
    await fc.assert(
      fc.asyncProperty(url, body, async (path, payload) => {
        const res = await t.app.inject({
          method: 'POST',
          url: path,
          body: JSON.stringify(payload),
          headers: { 'content-type': 'application/json' },
        });
        expect(res.statusCode, res.body).toBeLessThan(500);
        expect(typeof res.json().message === 'string' || res.statusCode < 300).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
