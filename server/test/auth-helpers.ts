import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RegisterInput } from '@contracts/auth';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { ensureAdminAccount } from '../modules/auth/admin-bootstrap';
import { sessionCookieName } from '../lib/session-token';
import type { TestApp } from './test-app';

let counter = 0;

/** A valid registration body; every call gets a fresh username and e-mail unless overridden. */
export function newUserInput(overrides: Partial<RegisterInput> = {}): RegisterInput {
  counter += 1;
  const id = `${process.pid}${counter}${Math.floor(Math.random() * 1e4)}`;
  return {
    username: `user${id}`,
    email: `user${id}@example.com`,
    password: 'correct-horse-1',
    firstName: 'Test',
    lastName: 'User',
    ...overrides,
  };
}

export interface SignedInUser {
  id: string;
  username: string;
  email: string;
  password: string;
  /** Session token: send as `cookie` or in the X-Auth-Token header. */
  token: string;
  /** Request headers that sign a request in as this user: `app.inject({ headers: user.headers })`. */
  headers: { cookie: string };
}

/** The session cookie a response set, if any (plain name over HTTP, `__Host-` name over HTTPS). */
function sessionCookie(res: LightMyRequestResponse) {
  return res.cookies.find(
    (c) => (c.name === sessionCookieName(false) || c.name === sessionCookieName(true)) && c.value,
  );
}

/** The session token a response set, or undefined. */
export function sessionTokenFrom(res: LightMyRequestResponse): string | undefined {
  return sessionCookie(res)?.value;
}

function signedIn(res: LightMyRequestResponse, password: string): SignedInUser {
  const cookie = sessionCookie(res);
  if (!cookie) throw new Error(`expected a session cookie, got ${res.statusCode} ${res.body}`);
  const user = res.json() as { id: string; username: string; email: string };
  return {
    ...pick(user),
    password,
    token: cookie.value,
    headers: { cookie: `${cookie.name}=${cookie.value}` },
  };
}

const pick = ({ id, username, email }: { id: string; username: string; email: string }) => ({
  id,
  username,
  email,
});

/** Registers through POST /api/auth/register and returns the signed-in user. */
export async function registerUser(
  app: FastifyInstance,
  overrides: Partial<RegisterInput> = {},
): Promise<SignedInUser> {
  const input = newUserInput(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: input });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return signedIn(res, input.password);
}

/** Signs in through POST /api/auth/login (a new session each time). */
export async function loginUser(
  app: FastifyInstance,
  username: string,
  password: string,
): Promise<SignedInUser> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return signedIn(res, password);
}

/** An administrator made the way production makes one (the bootstrap service), then signed in. */
export async function createAdmin(t: TestApp, overrides: Partial<RegisterInput> = {}): Promise<SignedInUser> {
  const input = newUserInput(overrides);
  await ensureAdminAccount(t.database.db, input);
  return loginUser(t.app, input.username, input.password);
}

/** Every e-mail the app wrote to its outbox so far (waits for mail still being sent), oldest first. */
export async function readOutbox(t: TestApp): Promise<string[]> {
  await t.app.mailer.flush();
  const dir = path.join(t.config.dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
}

/** The last link to `pagePath` (e.g. '/reset-password') in the outbox e-mails sent to `to`. */
export async function lastLinkTo(t: TestApp, to: string, pagePath: string): Promise<string | undefined> {
  const mails = (await readOutbox(t)).filter((mail) =>
    new RegExp(`^To: ${escapeRegExp(to)}$`, 'mi').test(mail),
  );
  const pattern = new RegExp(`${escapeRegExp(t.config.publicUrl + pagePath)}\\?token=[A-Za-z0-9_-]+`, 'g');
  const links = mails.flatMap((mail) => unfold(mail).match(pattern) ?? []);
  return links.at(-1);
}

/** The token query parameter of a link. */
export const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

/** Undoes quoted-printable soft line breaks and =3D so links can be matched in raw .eml text. */
function unfold(mail: string) {
  return mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

function escapeRegExp(value: string) {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
