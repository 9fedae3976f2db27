/**
 * Bench child: the best this design could do. For each known request body it runs the statements
 * the app ran for it (captured, see listing-answers.ts) through plain `pg`, one after another as
 * the app does, and answers the page's JSON as the page statement returns it (PostgreSQL writes
 * it, see pageQuery): no framework, validation, ORM or presenter. Args: database URL, answers
 * file, number of processes.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { readBody, serveInCluster } from './http-cluster';
import type { Answers } from './listing-answers';

const [url, file, workers] = process.argv.slice(2);
const answers = new Map(Object.entries(JSON.parse(readFileSync(file!, 'utf8')) as Answers));
// The app's pool size (server/db/client.ts), so both hold the same number of connections.
const pool = new pg.Pool({ connectionString: url, max: 10 });
// Connections end when the benchmark drops its database; nothing is running by then.
pool.on('error', () => {});

serveInCluster(Number(workers), (req, res) => {
  void readBody(req).then(async (body) => {
    const answer = answers.get(body);
    if (!answer) return res.writeHead(404).end();
    try {
      let page = '';
      for (const statement of answer.statements) {
        const { rows } = await pool.query<{ json: string }>(statement.text, statement.values);
        if (statement.page) page = rows[0]!.json;
      }
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'x-total-count': answer.total,
      });
      res.end(page);
    } catch (err) {
      res.writeHead(500).end(String(err));
    }
  });
});
