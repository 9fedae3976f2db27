import type { Db } from '../../db/client';
import { agentMessages } from '../../db/schema/index';

export type NewAgentMessage = typeof agentMessages.$inferInsert;

/** Keeps a message to an agent before it is e-mailed, so a mail failure loses nothing. */
export async function saveAgentMessage(db: Db, message: NewAgentMessage) {
  await db.insert(agentMessages).values(message);
}
