/**
 * Bench child: answers each known request body with its precomputed response and nothing else
 * (the ceiling of any server on this machine). Args: answers file, number of processes.
 */
import { readFileSync } from 'node:fs';
import { readBody, serveInCluster } from './http-cluster';
import type { Answers } from './listing-answers';

const [file, workers] = process.argv.slice(2);
const answers = new Map(Object.entries(JSON.parse(readFileSync(file!, 'utf8')) as Answers));

serveInCluster(Number(workers), (req, res) => {
  void readBody(req).then((body) => {
    const answer = answers.get(body);
    if (!answer) return res.writeHead(404).end();
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'x-total-count': answer.total,
    });
    res.end(answer.json);
  });
});
