import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { insertBatch } from './analytics.repository';
import { CaptureBuffer } from './capture-buffer';
import { apiRow, type CapturedRow, toStoredRows } from './capture';
import { siteHosts } from './classify';
import { startAnalyticsPruning } from './retention';
import { DailySalts, dayBefore, utcDay } from './visitor-hash';

/** The page-view beacon: its rows are page views, not API requests. */
export const BEACON_URL = '/api/analytics/page-view';
/** Rows per INSERT: one short statement, a few hundred kB of JSON at most. */
const BATCH_SIZE = 500;

export interface AnalyticsCapture {
  /** Buffers a row (no-op when capture is off). */
  record(row: CapturedRow): void;
  /** Writes every buffered row now. */
  flush(): Promise<void>;
  buffer: CaptureBuffer<CapturedRow>;
}

declare module 'fastify' {
  interface FastifyInstance {
    analytics: AnalyticsCapture;
  }
}

/**
 * Traffic capture (decision 0009): every /api request is buffered by an onResponse hook (after
 * the answer has gone), page views arrive by the beacon route, and the buffer is written in
 * batches every ANALYTICS_FLUSH_MS, when a batch is full, and on close. Nothing here can fail a
 * request: the hook only pushes onto an array, and write errors are logged.
 */
export const analyticsCapturePlugin = fp(async (app: FastifyInstance) => {
  const { capture, flushMs, bufferMax } = app.config.analytics;
  const salts = new DailySalts(app.db);
  const hosts = siteHosts(app.config.publicUrl, app.config.allowedOrigins);
  let reportedDrops = 0;
  const buffer = new CaptureBuffer<CapturedRow>({
    max: bufferMax,
    batchSize: BATCH_SIZE,
    write: async (rows) => insertBatch(app.database, await toStoredRows(rows, salts, hosts)),
    onError: (err, lostRows) => app.log.error({ err, lostRows }, 'analytics rows could not be written'),
  });
  const flush = async () => {
    await buffer.flush();
    if (buffer.dropped > reportedDrops) {
      app.log.warn({ dropped: buffer.dropped - reportedDrops }, 'analytics buffer full: rows dropped');
      reportedDrops = buffer.dropped;
    }
  };
  app.decorate<AnalyticsCapture>('analytics', {
    record: capture ? (row) => buffer.push(row) : () => {},
    flush,
    buffer,
  });

  if (capture) {
    app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      try {
        if (request.url.startsWith('/api/') && request.routeOptions.url !== BEACON_URL) {
          buffer.push(apiRow(request, reply.statusCode, reply.elapsedTime, app.now()));
        }
      } catch (err) {
        request.log.error({ err }, 'analytics capture failed');
      }
      done();
    });
  }

  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await flush();
  });
  startAnalyticsPruning(app, () => salts.forgetBefore(dayBefore(utcDay(app.now()), 1)));
});
