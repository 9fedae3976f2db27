import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env';
import { buildTestApp, type TestApp } from '../test/test-app';

/*
 * Slowloris and friends over a real socket: whatever a client leaves unfinished, the server
 * closes the connection within its configured limit instead of holding it open.
 */

const LIMITS = {
  HTTP_REQUEST_TIMEOUT: '1500ms',
  HTTP_HEADERS_TIMEOUT: '800ms',
  HTTP_KEEP_ALIVE_TIMEOUT: '800ms',
  // Longer than the others, so each test sees the limit it is about.
  HTTP_IDLE_TIMEOUT: '10s',
};
/** The limit plus Node's checking interval and a margin for a busy machine. */
const CLOSED_WITHIN_MS = 4_000;

let t: TestApp;
let port: number;

/** Sends `text`, then waits for the server to close; resolves with what it answered and when. */
function sendAndWaitForClose(text: string) {
  return new Promise<{ answer: string; afterMs: number }>((resolve, reject) => {
    const started = Date.now();
    const socket = connect({ host: '127.0.0.1', port });
    let answer = '';
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after ${CLOSED_WITHIN_MS} ms; answered: ${answer || 'nothing'}`));
    }, CLOSED_WITHIN_MS);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ answer, afterMs: Date.now() - started });
    });
    socket.write(text);
  });
}

describe('HTTP server timeouts', () => {
  beforeAll(async () => {
    t = await buildTestApp(LIMITS);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('closes a connection whose body stops half way, with a 408 and a message', async () => {
    const { answer, afterMs } = await sendAndWaitForClose(
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n{"username":',
    );
    expect(afterMs).toBeGreaterThanOrEqual(1_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      message: 'The request took too long to arrive',
      code: 'bad_request',
    });
  });

  it('closes a connection whose headers never finish', async () => {
    const { afterMs } = await sendAndWaitForClose('GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    expect(afterMs).toBeGreaterThanOrEqual(500);
  });

  it('closes an idle keep-alive connection after its answer', async () => {
    const { answer } = await sendAndWaitForClose('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toMatch(/keep-alive: timeout=\d+/i);
  });
});

describe('timeout settings', () => {
  it('default to limits that end every wait', () => {
    const { http, databaseTimeouts } = loadConfig({});
    expect(http).toEqual({ requestMs: 60_000, headersMs: 15_000, keepAliveMs: 72_000, idleMs: 60_000 });
    expect(databaseTimeouts).toEqual({ connectMs: 3_000, statementMs: 5_000 });
  });

  it('refuse values with no end or that Node would refuse', () => {
    for (const bad of ['0', '10', '5x', '2h', '50ms'])
      expect(() => loadConfig({ HTTP_REQUEST_TIMEOUT: bad })).toThrow(/HTTP_REQUEST_TIMEOUT: must/);
    expect(() => loadConfig({ HTTP_REQUEST_TIMEOUT: '10s', HTTP_HEADERS_TIMEOUT: '20s' })).toThrow(
      'HTTP_HEADERS_TIMEOUT must not be longer than HTTP_REQUEST_TIMEOUT',
    );
  });
});
