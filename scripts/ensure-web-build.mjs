// Builds the web app (dist/web for the browser, dist/server for server rendering) when either is
// missing or older than its sources, so `npm start` works on a fresh clone and stays fast on every
// later start.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

const root = path.resolve(import.meta.dirname, '..');
const builtFiles = ['dist/web/index.html', 'dist/server/entry-server.js'].map((file) =>
  path.join(root, file),
);
const sources = ['web', 'contracts', 'vite.config.ts', 'package-lock.json'];

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce(
    (max, name) => Math.max(max, newestMtime(path.join(entry, name))),
    stat.mtimeMs,
  );
}

const builtAt = Math.min(...builtFiles.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
if (builtAt < Math.max(...sources.map(newestMtime))) {
  console.log('Building the web app (first start or sources changed)...');
  // In CI the per-file size table only buries the test output; warnings and errors still show.
  const quiet = process.env.CI ? ['--logLevel', 'warn'] : [];
  const vite = (...args) =>
    execFileSync(
      process.execPath,
      [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', ...args, ...quiet],
      {
        cwd: root,
        stdio: 'inherit',
      },
    );
  vite();
  vite('--ssr', 'src/entry-server.tsx', '--outDir', '../dist/server');
}
