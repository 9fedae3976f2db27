import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { outboundEmails } from '../db/schema/index';
import type { MailMessage, Mailer } from './mailer';

/** After this many failed deliveries a message stays in the table for a person to look at. */
export const MAX_DELIVERY_ATTEMPTS = 5;
const BATCH = 20;

type QueuedMessage = Omit<MailMessage, 'id' | 'date'>;

/** Queues an e-mail inside the caller's transaction, so it exists exactly when what caused it does. */
export async function enqueueEmail(
  db: Db,
  email: { userId: string | null; kind: string; message: QueuedMessage },
) {
  await db.insert(outboundEmails).values(email);
}

/**
 * Sends queued e-mails oldest first and marks each sent. Rows are claimed with SKIP LOCKED, so
 * several instances never send the same one; a crash between sending and marking sends it again
 * under the same id (the outbox rewrites the same file, SMTP shows the same Message-ID).
 */
export async function deliverQueuedEmails(db: Db, mailer: Mailer, log: FastifyBaseLogger) {
  let sent = 0;
  for (;;) {
    const batchSent = await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(outboundEmails)
        .where(and(isNull(outboundEmails.sentAt), lt(outboundEmails.attempts, MAX_DELIVERY_ATTEMPTS)))
        .orderBy(asc(outboundEmails.createdAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      let delivered = 0;
      for (const row of rows) {
        try {
          await mailer.send({ ...(row.message as QueuedMessage), id: row.id, date: row.createdAt });
          await tx.update(outboundEmails).set({ sentAt: new Date() }).where(eq(outboundEmails.id, row.id));
          delivered += 1;
        } catch (err) {
          log.error({ err, emailId: row.id }, 'queued e-mail could not be sent');
          await tx
            .update(outboundEmails)
            .set({ attempts: sql`${outboundEmails.attempts} + 1`, lastError: String(err).slice(0, 500) })
            .where(eq(outboundEmails.id, row.id));
        }
      }
      return { claimed: rows.length, delivered };
    });
    sent += batchSent.delivered;
    // A failure waits for the next run rather than being retried at once.
    if (batchSent.claimed < BATCH || batchSent.delivered < batchSent.claimed) return sent;
  }
}
