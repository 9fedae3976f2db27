import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * The real server (server/main.ts on the embedded database), stopped with SIGTERM: it exits 0
 * within 2 s, idle or while the sold-price update is retrying a download that cannot succeed.
 */

const main = fileURLToPath(new URL('./main.ts', import.meta.url));
const EXIT_WITHIN_MS = 2_000;
const dirs: string[] = [];

/** A port nothing listens on: every connection to it is refused, as offline. */
async function refusedUrl() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}/`;
}

function startServer(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hh-shutdown-'));
  dirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      SEED_DEMO: 'false',
      SOLD_AUTO_DOWNLOAD: 'false',
      LOG_LEVEL: 'debug',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const seen = (pattern: RegExp) =>
    new Promise<void>((resolve, reject) => {
      const check = () => pattern.test(log) && resolve();
      child.stdout!.on('data', (chunk: Buffer) => {
        log += chunk.toString();
        check();
      });
      child.once('exit', () => reject(new Error(`exited before ${pattern}: ${log}`)));
    });
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  /** Sends SIGTERM; resolves with the exit code and how long the process took to go. */
  const stop = async () => {
    const sent = Date.now();
    child.kill('SIGTERM');
    const code = await Promise.race([
      exit,
      new Promise<'running'>((r) => setTimeout(() => r('running'), 15_000)),
    ]);
    if (code === 'running') child.kill('SIGKILL');
    return { code, ms: Date.now() - sent, log: () => log };
  };
  return { seen, stop };
}

describe('SIGTERM', () => {
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('exits 0 at once when idle', async () => {
    const server = startServer({ SOLD_UPDATE_INTERVAL: '0' });
    await server.seen(/Server listening/);
    const { code, ms, log } = await server.stop();
    expect(code, log()).toBe(0);
    expect(ms).toBeLessThan(EXIT_WITHIN_MS);
  });

  it('exits 0 at once while the sold-price update retries an unreachable source', async () => {
    const server = startServer({ SOLD_UPDATE_INTERVAL: '1s', PRICE_PAID_BASE_URL: await refusedUrl() });
    await server.seen(/Server listening/);
    // The first check comes a second after listening; refused, it waits 1 s, 2 s, 4 s... to try again.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const { code, ms, log } = await server.stop();
    expect(code, log()).toBe(0);
    expect(ms).toBeLessThan(EXIT_WITHIN_MS);
  });
});
