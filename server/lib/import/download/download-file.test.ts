import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cutOff, etagOf, startDownloadServer, type DownloadServer } from '../../../test/download-server';
import { loadConfig } from '../../../config/env';
import { downloadFile, type DownloadOptions } from './download-file';
import { DownloadError } from './http-get';

/** A real Price Paid file from the shared folder (or a stand-in when it is absent), served locally. */
const shared = loadConfig({ NODE_ENV: 'test' }).soldDataDir;
const sample = path.join(
  shared ?? '',
  'price-paid/pp-1995__mohataher__spark-ml-predict-uk-house-prices__pp-sample.csv',
);
const body = existsSync(sample) ? readFileSync(sample) : Buffer.from('x'.repeat(200_000));
const fast: DownloadOptions = { retries: 2, backoffMs: 10, timeoutMs: 2_000 };

let server: DownloadServer;
let dir: string;
let dest: string;
const url = (name = 'pp-1995.csv') => {
  // Never a real internet request: every URL in these tests is the local server's.
  expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  return `${server.url}${name}`;
};

beforeAll(async () => {
  server = await startDownloadServer({ 'pp-1995.csv': body });
});
afterAll(() => server.close());
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'hh-download-'));
  dest = path.join(dir, 'pp-1995.csv');
  server.requests.length = 0;
  server.intercept = undefined;
  server.files.set('pp-1995.csv', body);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('downloadFile', () => {
  it('downloads the whole file, then finds it unchanged on the next run (ETag, 304)', async () => {
    const seen: number[] = [];
    const first = await downloadFile(url(), dest, { ...fast, onProgress: (p) => seen.push(p.bytes) });
    expect(first).toMatchObject({ outcome: 'downloaded', bytes: body.length });
    expect(readFileSync(dest).equals(body)).toBe(true);
    expect(seen.at(-1)).toBe(body.length);
    expect(existsSync(`${dest}.part`)).toBe(false);
    expect(server.requests[0]?.headers['accept-encoding']).toBe('identity');

    const again = await downloadFile(url(), dest, fast);
    expect(again).toMatchObject({ outcome: 'unchanged', bytes: body.length });
    expect(server.requests[1]?.headers['if-none-match']).toBe(etagOf(body));
    expect(readFileSync(dest).equals(body)).toBe(true);
  });

  it('resumes a download cut off halfway with Range and ends byte-identical', async () => {
    const half = Math.floor(body.length / 2);
    server.intercept = (_req, res, file) => {
      if (server.requests.length > 1 || !file) return false;
      cutOff(res, file, half);
      return true;
    };
    const retries: string[] = [];
    const result = await downloadFile(url(), dest, { ...fast, onRetry: (m) => retries.push(m) });
    expect(result).toMatchObject({ outcome: 'resumed', bytes: body.length });
    expect(readFileSync(dest).equals(body)).toBe(true);
    expect(retries).toEqual([expect.stringContaining(`the connection ended after ${half} bytes`)]);
    expect(server.requests[1]?.headers).toMatchObject({ range: `bytes=${half}-`, 'if-range': etagOf(body) });
  });

  it('resumes in a later run from the .part file an interrupted run left', async () => {
    const cut = 40_000;
    server.intercept = (_req, res, file) => {
      if (!file) return false;
      cutOff(res, file, cut);
      return true;
    };
    await expect(downloadFile(url(), dest, { ...fast, retries: 0 })).rejects.toThrow(
      /ended after 40000 bytes of \d+ promised/,
    );
    expect(existsSync(dest)).toBe(false);
    expect(readFileSync(`${dest}.part`).length).toBe(cut);

    server.intercept = undefined;
    const result = await downloadFile(url(), dest, fast);
    expect(result.outcome).toBe('resumed');
    expect(server.requests.at(-1)?.headers.range).toBe(`bytes=${cut}-`);
    expect(readFileSync(dest).equals(body)).toBe(true);
  });

  it('starts cleanly when the server ignores Range (200) or the file changed meanwhile', async () => {
    writeFileSync(`${dest}.part`, body.subarray(0, 1000));
    writeFileSync(
      `${dest}.part.json`,
      JSON.stringify({ url: url(), etag: etagOf(body), total: body.length }),
    );
    server.intercept = (_req, res, file) => {
      if (!file) return false;
      res.writeHead(200, { 'content-length': file.length }).end(file);
      return true;
    };
    expect((await downloadFile(url(), dest, fast)).outcome).toBe('downloaded');
    expect(readFileSync(dest).equals(body)).toBe(true);

    // A part of an older version: If-Range does not match, so the server sends the new file whole.
    const changed = Buffer.concat([body, Buffer.from('"{NEW}","1"\n')]);
    server.files.set('pp-1995.csv', changed);
    server.intercept = undefined;
    writeFileSync(`${dest}.part`, body.subarray(0, 1000));
    writeFileSync(
      `${dest}.part.json`,
      JSON.stringify({ url: url(), etag: etagOf(body), total: body.length }),
    );
    expect((await downloadFile(url(), dest, fast)).outcome).toBe('downloaded');
    expect(readFileSync(dest).equals(changed)).toBe(true);
  });

  it('refuses a Content-Range that does not continue the part, and starts again', async () => {
    writeFileSync(`${dest}.part`, body.subarray(0, 5000));
    writeFileSync(
      `${dest}.part.json`,
      JSON.stringify({ url: url(), etag: etagOf(body), total: body.length }),
    );
    server.intercept = (req, res, file) => {
      if (!file || !req.headers.range) return false;
      res.writeHead(206, { 'content-range': `bytes 0-${file.length - 1}/${file.length}` }).end(file);
      return true;
    };
    const retries: string[] = [];
    await downloadFile(url(), dest, { ...fast, onRetry: (m) => retries.push(m) });
    expect(retries[0]).toMatch(/asked for bytes 5000- .* got "bytes 0-\d+\/\d+"; starting the file again/);
    expect(readFileSync(dest).equals(body)).toBe(true);
  });

  it('finishes a part that was whole when a run was killed, and restarts one longer than the file', async () => {
    const state = JSON.stringify({ url: url(), etag: etagOf(body), total: body.length });
    writeFileSync(`${dest}.part`, body);
    writeFileSync(`${dest}.part.json`, state);
    expect((await downloadFile(url(), dest, fast)).bytes).toBe(body.length);
    expect(server.requests).toHaveLength(0);
    expect(readFileSync(dest).equals(body)).toBe(true);

    rmSync(dest);
    rmSync(`${dest}.json`);
    writeFileSync(`${dest}.part`, Buffer.concat([body, Buffer.from('junk')]));
    writeFileSync(`${dest}.part.json`, state);
    expect((await downloadFile(url(), dest, fast)).outcome).toBe('downloaded');
    expect(server.requests[0]?.headers.range).toBeUndefined();
    expect(readFileSync(dest).equals(body)).toBe(true);
  });

  it('tries again after a 503', async () => {
    server.intercept = (_req, res) => {
      if (server.requests.length > 1) return false;
      res.writeHead(503).end();
      return true;
    };
    expect((await downloadFile(url(), dest, fast)).outcome).toBe('downloaded');
    expect(server.requests).toHaveLength(2);
  });
});

describe('downloadFile failures leave the previous copy as it was', () => {
  const previous = Buffer.from('the copy from last month\n');
  beforeEach(() => writeFileSync(dest, previous));
  const unchanged = () => expect(readFileSync(dest).equals(previous)).toBe(true);

  it('404: fails at once with the status and the URL', async () => {
    const error = await downloadFile(url('pp-2099.csv'), path.join(dir, 'pp-2099.csv'), fast).catch((e) => e);
    expect(error).toBeInstanceOf(DownloadError);
    expect(error.message).toBe(
      `Download of pp-2099.csv failed: HTTP 404 Not Found for ${url('pp-2099.csv')}`,
    );
    expect(server.requests).toHaveLength(1);
    expect(existsSync(path.join(dir, 'pp-2099.csv'))).toBe(false);
  });

  it('wrong length: a body shorter than its Content-Length is refused after the retries', async () => {
    server.intercept = (_req, res, file) => {
      if (!file) return false;
      res.writeHead(200, { 'content-length': file.length + 5000 });
      res.write(file, () => setTimeout(() => res.socket?.end(), 100));
      return true;
    };
    await expect(downloadFile(url(), dest, fast)).rejects.toThrow(
      `Download of pp-1995.csv failed: the connection ended after ${body.length} bytes of ${body.length + 5000} promised (gave up after 3 attempts)`,
    );
    // The second and third tries asked for the rest, which this server never sends.
    expect(server.requests.map((r) => r.headers.range)).toEqual([
      undefined,
      `bytes=${body.length}-`,
      `bytes=${body.length}-`,
    ]);
    unchanged();
  });

  it('wrong length: a 206 whose Content-Length disagrees with its Content-Range is refused', async () => {
    writeFileSync(`${dest}.part`, body.subarray(0, 100));
    writeFileSync(
      `${dest}.part.json`,
      JSON.stringify({ url: url(), etag: etagOf(body), total: body.length }),
    );
    server.intercept = (req, res, file) => {
      if (!file) return false;
      const rest = file.subarray(100);
      res.writeHead(206, {
        'content-range': `bytes 100-${file.length - 1}/${file.length}`,
        'content-length': rest.length - 10,
      });
      res.end(rest.subarray(0, rest.length - 10));
      return true;
    };
    await expect(downloadFile(url(), dest, { ...fast, retries: 0 })).rejects.toThrow(
      /with Content-Length \d+; starting the file again/,
    );
    unchanged();
    expect(existsSync(`${dest}.part`)).toBe(false);
  });

  it('a server that never answers fails after the idle timeout', async () => {
    server.intercept = () => true;
    const started = Date.now();
    await expect(downloadFile(url(), dest, { retries: 1, backoffMs: 10, timeoutMs: 300 })).rejects.toThrow(
      /127\.0\.0\.1:\d+ did not answer within 0\.3 s .*\(gave up after 2 attempts\)/,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    unchanged();
  });

  it('a server that stalls mid-file fails after the idle timeout', async () => {
    server.intercept = (_req, res, file) => {
      if (!file) return false;
      res.writeHead(200, { 'content-length': file.length });
      res.write(file.subarray(0, 1000));
      return true;
    };
    await expect(downloadFile(url(), dest, { retries: 0, timeoutMs: 300 })).rejects.toThrow(
      'Download of pp-1995.csv failed: the server stopped sending for 0.3 s after 1000 bytes',
    );
    unchanged();
  });

  it('an unreachable host (a closed port) fails with a clear message', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise((resolve) => closed.close(resolve));
    const target = `http://127.0.0.1:${port}/pp-1995.csv`;
    await expect(downloadFile(target, dest, fast)).rejects.toThrow(
      `Download of pp-1995.csv failed: could not connect to 127.0.0.1:${port} (connection refused): ${target} (gave up after 3 attempts)`,
    );
    unchanged();
  });
});
