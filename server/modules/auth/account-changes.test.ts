import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastLinkTo, loginUser, readOutbox, registerUser, type SignedInUser } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';

/** The signed-in user's own changes on /account: names, e-mail address, password. */
describe('account changes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const call = (
    method: 'PATCH' | 'POST',
    url: string,
    who: { headers: Record<string, string> } | null,
    payload?: object,
  ) => t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
  const me = async (who: SignedInUser) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: who.headers })).json();
  /** E-mails to `to` whose subject starts with `subject`. */
  const mailsTo = async (to: string, subject: string) =>
    (await readOutbox(t)).filter(
      (mail) => new RegExp(`^To: ${to}$`, 'mi').test(mail) && mail.includes(`Subject: ${subject}`),
    );

  describe('PATCH /api/auth/account', () => {
    it('changes the first and last name, trimmed, and nothing else', async () => {
      const olivia = await registerUser(t.app, { firstName: 'Olivia', lastName: 'Bennett' });
      const res = await call('PATCH', '/api/auth/account', olivia, {
        firstName: '  Liv ',
        lastName: 'Bennett-Jones',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: olivia.id,
        username: olivia.username,
        email: olivia.email,
        firstName: 'Liv',
        lastName: 'Bennett-Jones',
      });
      expect(await me(olivia)).toMatchObject({ firstName: 'Liv', lastName: 'Bennett-Jones' });
    });

    it.each([
      [{ firstName: '', lastName: 'Bennett' }, 'First name is required'],
      [{ firstName: 'Olivia' }, 'Last name is required'],
      [{ firstName: 'x'.repeat(51), lastName: 'Bennett' }, 'First name must be at most 50 characters'],
      [
        { firstName: 'Ol\u0000ivia', lastName: 'Bennett' },
        'First name contains characters that are not allowed',
      ],
    ])('refuses %j with "%s"', async (payload, message) => {
      const sam = await registerUser(t.app, { firstName: 'Sam' });
      const res = await call('PATCH', '/api/auth/account', sam, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message, code: 'validation_failed' });
      expect((await me(sam)).firstName).toBe('Sam');
    });

    it('needs a signed-in user', async () => {
      const res = await call('PATCH', '/api/auth/account', null, { firstName: 'A', lastName: 'B' });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('POST /api/auth/change-email', () => {
    it('moves the account to the new address, which must be verified again; both addresses hear of it', async () => {
      const erin = await registerUser(t.app);
      const registrationLink = await lastLinkTo(t, erin.email, '/verify-email');
      const verified = await t.app.inject({
        method: 'GET',
        url: `/api${new URL(registrationLink!).pathname}${new URL(registrationLink!).search}`,
      });
      expect(verified.statusCode).toBe(200);
      expect((await me(erin)).emailVerified).toBe(true);

      const newEmail = `new.${erin.email}`;
      const res = await call('POST', '/api/auth/change-email', erin, {
        email: newEmail,
        currentPassword: erin.password,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: erin.id, email: newEmail, emailVerified: false });
      expect(await me(erin)).toMatchObject({ email: newEmail, emailVerified: false });

      // The new address gets a verification link; the old one is told, with both addresses named.
      const [verification] = await mailsTo(newEmail, 'Verify your new Home Hunter email address');
      expect(verification).toBeDefined();
      const [notice] = await mailsTo(erin.email, 'Your Home Hunter email address was changed');
      expect(notice).toContain(newEmail);
      expect(notice).not.toContain('/verify-email?token=');

      // Signing in goes by the new address now, never the old one.
      const byNew = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: newEmail, password: erin.password },
      });
      expect(byNew.statusCode).toBe(200);
      const byOld = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: erin.email, password: erin.password },
      });
      expect(byOld.statusCode).toBe(401);

      // The link sent to the new address verifies it.
      const link = await lastLinkTo(t, newEmail, '/verify-email');
      const again = await t.app.inject({
        method: 'GET',
        url: `/api${new URL(link!).pathname}${new URL(link!).search}`,
      });
      expect(again.statusCode).toBe(200);
      expect(await me(erin)).toMatchObject({ email: newEmail, emailVerified: true });
    });

    it('retires a verification link sent to the old address before the change', async () => {
      const ben = await registerUser(t.app);
      const oldLink = (await lastLinkTo(t, ben.email, '/verify-email'))!;
      const changed = await call('POST', '/api/auth/change-email', ben, {
        email: `moved.${ben.email}`,
        currentPassword: ben.password,
      });
      expect(changed.statusCode).toBe(200);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api${new URL(oldLink).pathname}${new URL(oldLink).search}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('invalid_token');
      expect((await me(ben)).emailVerified).toBe(false);
    });

    it('answers 409 for an address another account holds (any case), and changes nothing', async () => {
      const [holder, mover] = [await registerUser(t.app), await registerUser(t.app)];
      const before = (await readOutbox(t)).length;
      const res = await call('POST', '/api/auth/change-email', mover, {
        email: holder.email.toUpperCase(),
        currentPassword: mover.password,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'An account with this email already exists', code: 'conflict' });
      expect(await me(mover)).toMatchObject({ email: mover.email });
      expect((await readOutbox(t)).length).toBe(before);
    });

    it('needs the current password, and refuses the address the account already has', async () => {
      const kim = await registerUser(t.app);
      const wrong = await call('POST', '/api/auth/change-email', kim, {
        email: `other.${kim.email}`,
        currentPassword: 'not-my-password',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ message: 'Current password is incorrect', code: 'invalid_credentials' });
      const missing = await call('POST', '/api/auth/change-email', kim, { email: `other.${kim.email}` });
      expect(missing.json()).toMatchObject({
        message: 'Current password is required',
        code: 'validation_failed',
      });
      const same = await call('POST', '/api/auth/change-email', kim, {
        email: kim.email.toUpperCase(),
        currentPassword: kim.password,
      });
      expect(same.statusCode).toBe(400);
      expect(same.json().message).toBe('That is already your email address');
      const invalid = await call('POST', '/api/auth/change-email', kim, {
        email: 'not-an-email',
        currentPassword: kim.password,
      });
      expect(invalid.json().message).toBe('Invalid email address');
      expect(await me(kim)).toMatchObject({ email: kim.email });
    });

    it('is rate limited per account', async () => {
      const limited = await buildTestApp({ AUTH_RATE_LIMIT: '2/1m' });
      try {
        const user = await registerUser(limited.app);
        const attempt = (address: string) =>
          limited.app.inject({
            method: 'POST',
            url: '/api/auth/change-email',
            headers: user.headers,
            remoteAddress: address,
            payload: { email: `x.${user.email}`, currentPassword: 'guess-123' },
          });
        expect((await attempt('192.0.2.1')).statusCode).toBe(400);
        expect((await attempt('192.0.2.2')).statusCode).toBe(400);
        const refused = await attempt('192.0.2.3');
        expect(refused.statusCode).toBe(429);
        expect(refused.json().code).toBe('rate_limited');
      } finally {
        await limited.close();
      }
    });
  });

  describe('POST /api/auth/resend-verification', () => {
    it('sends a new link and retires the one sent before; a verified address is told so', async () => {
      const ava = await registerUser(t.app);
      const first = (await lastLinkTo(t, ava.email, '/verify-email'))!;
      const res = await call('POST', '/api/auth/resend-verification', ava);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'A new verification link is on its way to your inbox.' });
      const second = (await lastLinkTo(t, ava.email, '/verify-email'))!;
      expect(second).not.toBe(first);
      const apiPath = (link: string) => `/api${new URL(link).pathname}${new URL(link).search}`;
      expect((await t.app.inject({ method: 'GET', url: apiPath(first) })).statusCode).toBe(400);
      expect((await t.app.inject({ method: 'GET', url: apiPath(second) })).statusCode).toBe(200);
      const again = await call('POST', '/api/auth/resend-verification', ava);
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe('Your email address is already verified.');
    });
  });

  describe('POST /api/auth/change-password (from /account)', () => {
    it('needs the current password and signs every other session out', async () => {
      const zoe = await registerUser(t.app);
      const phone = await loginUser(t.app, zoe.username, zoe.password);
      const wrong = await call('POST', '/api/auth/change-password', zoe, {
        currentPassword: 'wrong-password',
        newPassword: 'brand-new-pass',
      });
      expect(wrong.statusCode).toBe(400);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: phone.headers })).statusCode,
      ).toBe(200);
      const res = await call('POST', '/api/auth/change-password', zoe, {
        currentPassword: zoe.password,
        newPassword: 'brand-new-pass',
      });
      expect(res.statusCode).toBe(200);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: zoe.headers })).statusCode,
      ).toBe(200);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: phone.headers })).statusCode,
      ).toBe(401);
    });
  });
});
