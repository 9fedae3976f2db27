import type { FastifyInstance } from 'fastify';
import { openBulkSession } from '../../../lib/import/bulk-loader';
import { finishFirstLoad } from './first-load';

/**
 * A first load killed part way leaves sold_properties without its keys and indexes (searches
 * still answer, slowly). The server finishes it in the background once it listens, so it does not
 * wait for the next import to do so.
 */
export function finishInterruptedFirstLoadOnStart(app: FastifyInstance) {
  app.addHook('onListen', async () => {
    void (async () => {
      const session = await openBulkSession(app.database);
      try {
        const finished = await session.transaction(finishFirstLoad);
        if (finished) app.log.info(finished, 'finished the keys and indexes of an interrupted first load');
      } finally {
        session.close();
      }
    })().catch((err: unknown) => app.log.error({ err }, 'could not finish an interrupted first load'));
  });
}
