import { createHash } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo, createServer } from 'node:net';

/**
 * A local stand-in for the HM Land Registry bucket and the OS download server: serves files from
 * memory with Content-Length, strong ETags, If-None-Match, Range and If-Range, like S3 does. Tests
 * change its behaviour per request with `intercept` (cut the connection, stall, lie about lengths).
 * Only ever listens on 127.0.0.1: downloads in tests never leave the machine.
 */
export interface DownloadServer {
  /** `http://127.0.0.1:PORT/` */
  url: string;
  files: Map<string, Buffer>;
  requests: { path: string; headers: IncomingMessage['headers'] }[];
  /** Return true when the request was answered here; the default handling is skipped. */
  intercept?: (req: IncomingMessage, res: ServerResponse, body: Buffer | undefined) => boolean;
  close(): Promise<void>;
}

export const etagOf = (body: Buffer) => `"${createHash('sha256').update(body).digest('hex').slice(0, 32)}"`;

export async function startDownloadServer(files: Record<string, Buffer> = {}): Promise<DownloadServer> {
  const served: DownloadServer = {
    url: '',
    files: new Map(Object.entries(files)),
    requests: [],
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname.replace(/^\//, '');
    served.requests.push({ path: pathname, headers: req.headers });
    const body = served.files.get(pathname);
    if (served.intercept?.(req, res, body)) return;
    if (!body) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      return;
    }
    serveFile(req, res, body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  served.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return served;
}

export function serveFile(req: IncomingMessage, res: ServerResponse, body: Buffer) {
  const etag = etagOf(body);
  const headers = { etag, 'last-modified': 'Tue, 04 Nov 2025 10:00:00 GMT', 'accept-ranges': 'bytes' };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers).end();
    return;
  }
  const range = /^bytes=(\d+)-$/.exec(req.headers.range ?? '');
  const ifRange = req.headers['if-range'];
  if (range && (!ifRange || ifRange === etag)) {
    const start = Number(range[1]);
    if (start >= body.length) {
      res.writeHead(416, { ...headers, 'content-range': `bytes */${body.length}` }).end();
      return;
    }
    res.writeHead(206, {
      ...headers,
      'content-length': body.length - start,
      'content-range': `bytes ${start}-${body.length - 1}/${body.length}`,
    });
    res.end(body.subarray(start));
    return;
  }
  res.writeHead(200, { ...headers, 'content-length': body.length }).end(body);
}

/**
 * Sends the first `bytes` of a 200 answer for the whole file, then drops the connection. The pause
 * lets the client take in what was sent first: a client drops what it had not yet read when the
 * connection dies, which would make the cut point vary from run to run.
 */
export function cutOff(res: ServerResponse, body: Buffer, bytes: number) {
  res.writeHead(200, { etag: etagOf(body), 'content-length': body.length, 'accept-ranges': 'bytes' });
  res.write(body.subarray(0, bytes), () => setTimeout(() => res.socket?.destroy(), 100));
}

/** A port nothing listens on: connecting is refused at once, as on a machine with no network. */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Where OS Code-Point Open's download link points on a stand-in server, as api.os.uk spells it. */
export const OS_DOWNLOAD_PATH = 'downloads/v1/products/CodePointOpen/downloads';
export const osDownloadLink = (server: DownloadServer) =>
  `${server.url}${OS_DOWNLOAD_PATH}?area=GB&format=CSV&redirect`;

/** The OS link answers with a redirect to `codepo_gb.zip`, as api.os.uk does. */
export function redirectOsLink(server: DownloadServer) {
  server.intercept = (req, res) => {
    if (!req.url?.startsWith(`/${OS_DOWNLOAD_PATH}`)) return false;
    res.writeHead(302, { location: '/codepo_gb.zip' }).end();
    return true;
  };
}
