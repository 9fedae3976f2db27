import { createWriteStream } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DownloadError, seconds } from './http-get';

/**
 * Streams the body into the part file (appending after `start` bytes) and answers the bytes this
 * response brought. Its own idle timer turns a server that stops sending into a clear error.
 */
export async function writeBody(
  response: IncomingMessage,
  part: string,
  start: number,
  total: number | undefined,
  idleMs: number,
  onWritten: (written: number, chunk: number) => void,
): Promise<number> {
  let written = 0;
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(
      () =>
        response.destroy(
          new DownloadError(
            `the server stopped sending for ${seconds(idleMs)} after ${start + written} bytes`,
            true,
          ),
        ),
      idleMs,
    );
  };
  const count = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      arm();
      written += chunk.byteLength;
      onWritten(written, chunk.byteLength);
      done(null, chunk);
    },
  });
  arm();
  try {
    await pipeline(response, count, createWriteStream(part, { flags: start > 0 ? 'a' : 'w' }));
  } catch (err) {
    if (err instanceof DownloadError) throw err;
    const code = (err as NodeJS.ErrnoException).code;
    // The disk (full, read-only) will not get better by asking the server again.
    if (code && ['ENOSPC', 'EACCES', 'EPERM', 'EROFS', 'EISDIR', 'ENOENT'].includes(code))
      throw new DownloadError(`cannot write ${part}: ${(err as Error).message}`, false);
    const promised = total === undefined ? '' : ` of ${total} promised`;
    throw new DownloadError(`the connection ended after ${start + written} bytes${promised}`, true);
  } finally {
    clearTimeout(timer);
  }
  return written;
}
