import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const fixture = fileURLToPath(new URL('./test/cluster-fixture.ts', import.meta.url));

interface Answer {
  pid: number;
  startupJobs: boolean;
}

function start(...args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = new Promise<number>((resolve) => {
    let text = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const match = /port (\d+)/.exec(text);
      if (match) resolve(Number(match[1]));
    });
  });
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, port, exit };
}

/**
 * One request on its own connection, so the primary hands it to the next worker in turn. A
 * connection handed to a worker just killed is never answered: give up on it and ask again.
 */
function ask(port: number): Promise<Answer | undefined> {
  return new Promise((resolve) => {
    const request = http
      .get({ host: '127.0.0.1', port, agent: false, timeout: 2000 }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve(JSON.parse(body) as Answer));
      })
      .on('timeout', () => request.destroy())
      .on('error', () => resolve(undefined));
  });
}

/** Asks until the answers satisfy `done` (each worker is asked in turn). */
async function answersUntil(port: number, done: (workers: Map<number, Answer>) => boolean) {
  const workers = new Map<number, Answer>();
  while (!done(workers)) {
    const answer = await ask(port);
    if (answer) workers.set(answer.pid, answer);
    else await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return workers;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

// Each process compiles its TypeScript on start: several seconds apiece on a busy machine.
describe('server cluster', () => {
  let running: ChildProcess | undefined;
  afterEach(() => {
    running?.kill('SIGKILL');
  });

  it('runs start-up jobs in one worker, restarts a dead worker in its role, and stops on SIGTERM', async () => {
    const server = start();
    running = server.child;
    const port = await server.port;
    const first = await answersUntil(port, (w) => w.size === 2);
    const jobs = [...first.values()].filter((w) => w.startupJobs);
    expect(jobs).toHaveLength(1);

    process.kill(jobs[0]!.pid, 'SIGKILL');
    const after = await answersUntil(
      port,
      (w) => w.size === 2 && [...w.keys()].every((pid) => pid !== jobs[0]!.pid),
    );
    expect([...after.values()].filter((w) => w.startupJobs)).toHaveLength(1);

    server.child.kill('SIGTERM');
    expect(await server.exit).toBe(0);
    for (const pid of after.keys()) expect(alive(pid)).toBe(false);
  }, 120_000);

  it('ends with a failure when the workers cannot start, as a single process would', async () => {
    const server = start('fail');
    running = server.child;
    expect(await server.exit).toBe(1);
  }, 60_000);
});
