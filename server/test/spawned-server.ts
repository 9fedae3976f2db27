import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sessionCookieName } from '../lib/session-token';

const main = fileURLToPath(new URL('../main.ts', import.meta.url));

export interface SpawnedServer {
  child: ChildProcess;
  url: string;
  /** Settles with the exit code (null when a signal ended it) once the process is gone. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const running = new Set<SpawnedServer>();

/**
 * The real server as `npm start` runs it (server/main.ts in its own process), on 127.0.0.1:`port`
 * (tests use 4200-4299), ready once /api/health answers. Stop every one with stopSpawnedServers()
 * in afterAll, so a failing test leaves no server behind.
 */
export async function startServer(port: number, env: Record<string, string>): Promise<SpawnedServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'error',
      SEED_DEMO: 'false',
      SOLD_AUTO_DOWNLOAD: 'false',
      SOLD_UPDATE_INTERVAL: '0',
      WORKERS: '1',
      AUTH_RATE_LIMIT: '100000/1h',
      ...env,
    },
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const server = { child, url: `http://127.0.0.1:${port}`, exited };
  running.add(server);
  void exited.then(() => running.delete(server));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`${server.url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return server;
    const gone = await Promise.race([exited, new Promise((r) => setTimeout(r, 200, undefined))]);
    if (gone) throw new Error(`server on port ${port} exited before it was ready: ${stderr}`);
  }
  child.kill('SIGKILL');
  throw new Error(`server on port ${port} not ready within 60 s: ${stderr}`);
}

/** Sends `signal` and waits for the process to end. */
export async function stopServer(server: SpawnedServer, signal: NodeJS.Signals = 'SIGTERM') {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  return server.exited;
}

/** Kills every server this process started that is still running (afterAll). */
export async function stopSpawnedServers() {
  await Promise.all([...running].map((server) => stopServer(server, 'SIGKILL')));
}

/** A JSON request to a spawned server; answers the status and parsed body. */
export async function call(
  server: SpawnedServer,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as unknown) : undefined };
}

/** The session cookie a sign-in answer set, as a `cookie` request header. */
export function sessionCookieOf(headers: Headers) {
  const name = sessionCookieName(false);
  const cookie = headers.getSetCookie().find((c) => c.startsWith(`${name}=`) && !c.startsWith(`${name}=;`));
  if (!cookie) throw new Error(`no session cookie in ${headers.getSetCookie().join(' | ')}`);
  return { cookie: cookie.split(';')[0]! };
}
