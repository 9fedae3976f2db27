import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../db/client';
import { users } from '../../db/schema/index';
import { verifyPassword } from '../../lib/password';
import { loginUser, registerUser } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { ensureAdminAccount, ensureAdminFromConfig, usernameFromEmail } from './admin-bootstrap';

describe('administrator bootstrap', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'boss-password' });
  });
  afterAll(() => t.close());

  const userByEmail = async (email: string) =>
    (await t.database.db.select().from(users)).find((u) => u.email.toLowerCase() === email.toLowerCase());

  it('creates the configured administrator at start-up, named after the e-mail, and is idempotent', async () => {
    await ensureAdminFromConfig(t.app);
    await ensureAdminFromConfig(t.app);
    const boss = (await t.database.db.select().from(users)).filter((u) => u.email === 'Boss@Example.com');
    expect(boss).toHaveLength(1);
    expect(boss[0]).toMatchObject({ username: 'Boss', isAdmin: true, emailVerified: true });
    const signedIn = await loginUser(t.app, 'boss', 'boss-password');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: signedIn.headers });
    expect(me.json().isAdmin).toBe(true);
  });

  it('makes an existing account with that e-mail an administrator and sets its password', async () => {
    const liz = await registerUser(t.app, { email: 'liz@example.com' });
    const result = await ensureAdminAccount(t.database.db, {
      email: 'LIZ@example.com',
      password: 'new-admin-pass',
    });
    expect(result.action).toBe('promoted');
    expect(result.user).toMatchObject({
      id: liz.id,
      username: liz.username,
      isAdmin: true,
      firstName: 'Test',
    });
    expect(await verifyPassword(result.user.passwordHash, 'new-admin-pass')).toBe(true);
    expect(
      (await ensureAdminAccount(t.database.db, { email: 'liz@example.com', password: 'again-pass' })).action,
    ).toBe('updated');
  });

  it('uses the given username and names', async () => {
    const { action, user } = await ensureAdminAccount(t.database.db, {
      email: 'named@example.com',
      password: 'secret1',
      username: 'chief_admin',
      firstName: 'Chief',
      lastName: 'Admin',
    });
    expect(action).toBe('created');
    expect(user).toMatchObject({ username: 'chief_admin', firstName: 'Chief', lastName: 'Admin' });
  });

  it('picks a free username when the e-mail name is taken', async () => {
    await registerUser(t.app, { username: 'sam.smith' });
    await registerUser(t.app, { username: 'Sam.Smith2' });
    const { user } = await ensureAdminAccount(t.database.db, {
      email: 'sam.smith@other.example',
      password: 'secret1',
    });
    expect(user.username).toBe('sam.smith3');
  });

  it('refuses a username that another account already has', async () => {
    const other = await registerUser(t.app);
    await expect(
      ensureAdminAccount(t.database.db, {
        email: 'new-boss@example.com',
        password: 'secret1',
        username: other.username.toUpperCase(),
      }),
    ).rejects.toThrow(/already taken/);
    expect(await userByEmail('new-boss@example.com')).toBeUndefined();
  });

  it.each([
    [{ email: 'not-an-email', password: 'secret1' }, /valid e-mail/],
    [{ email: 'ok@example.com', password: '123' }, /at least 6/],
    [{ email: 'ok@example.com', password: 'secret1', username: 'bad name!' }, /Username may only contain/],
  ])('refuses bad input %j with a readable error', async (input, message) => {
    await expect(ensureAdminAccount(t.database.db, input)).rejects.toThrow(message);
  });

  it.each([
    ['jo@example.com', 'adminjo'],
    ['first.last+tag@example.com', 'first.lasttag'],
    [`${'x'.repeat(70)}@example.com`, 'x'.repeat(50)],
    ['ünïcødé@example.com', 'ncd'],
    ['é@example.com', 'admin'],
  ])('derives a valid username from %s', (email, username) => {
    expect(usernameFromEmail(email)).toBe(username);
  });
});

describe('npm run create-admin', () => {
  const cli = (args: string[], dataDir: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/create-admin.ts', ...args], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      timeout: 120_000,
    });

  it('explains its usage and exits 1 when arguments are missing or unknown', () => {
    for (const args of [[], ['--email', 'a@b.co'], ['--bogus']]) {
      const run = cli(args, tmpdir());
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('Usage: npm run create-admin');
    }
  });

  it('refuses bad values before touching the database', () => {
    const run = cli(['--email', 'cli@example.com', '--password', '123'], tmpdir());
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('password must be at least 6 characters');
  });

  it('creates an administrator in the configured database, then updates it', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hh-cli-'));
    try {
      const ok = cli(
        ['--email', 'cli@example.com', '--password', 'cli-secret', '--first-name', 'Cli'],
        dataDir,
      );
      expect(ok.stderr).toBe('');
      expect(ok.status).toBe(0);
      expect(ok.stdout).toContain('Administrator created: cli <cli@example.com>');
      expect(ok.stdout).not.toContain('cli-secret');

      const again = cli(['--email', 'CLI@example.com', '--password', 'cli-secret-2'], dataDir);
      expect(again.status).toBe(0);
      expect(again.stdout).toContain('Administrator updated: cli <cli@example.com>');

      const database = await openDatabase({ dataDir });
      try {
        const [row] = await database.db.select().from(users).where(eq(users.email, 'cli@example.com'));
        expect(row).toMatchObject({ username: 'cli', firstName: 'Cli', isAdmin: true });
        expect(await verifyPassword(row!.passwordHash, 'cli-secret-2')).toBe(true);
      } finally {
        await database.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Two child processes, each starting tsx and migrating a fresh PGlite: slow on a busy machine.
  }, 180_000);
});
