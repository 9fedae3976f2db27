import { fork, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

export interface ChildServer {
  child: ChildProcess;
  port: number;
}

const fromHere = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

function exited(child: ChildProcess) {
  return new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`))),
  );
}

/** A bench server script (bench/lib) that reports its port by IPC once it listens. */
export function startBenchServer(script: string, args: string[]): Promise<ChildServer> {
  const child = fork(fromHere(script), args, {
    execArgv: process.execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return Promise.race([
    new Promise<ChildServer>((resolve) =>
      child.once('message', (m) => resolve({ child, port: (m as { port: number }).port })),
    ),
    exited(child),
  ]);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    server.on('error', reject);
  });
}

/** The app as `npm start` runs it (server/main.ts), on a loopback port, ready once healthy. */
export async function startApp(
  databaseUrl: string,
  workers: number,
  dataDir: string,
  extraEnv: Record<string, string> = {},
): Promise<ChildServer> {
  const port = await freePort();
  const child = fork(fromHere('../../server/main.ts'), [], {
    execArgv: process.execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      SOLD_UPDATE_INTERVAL: '0',
      WORKERS: String(workers),
      ...extraEnv,
    },
  });
  const died = exited(child);
  died.catch(() => {});
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return { child, port };
    await Promise.race([new Promise((r) => setTimeout(r, 200)), died]);
  }
}

/** Stops a server and waits for it, so nothing still holds a connection when its database goes. */
export function stopServer({ child }: ChildServer): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  return exited;
}
