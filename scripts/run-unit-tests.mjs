// `npm run test:unit`: Vitest, plus one more run of any test file whose process stalled (see
// server/test/stall-watchdog.ts). Any other failure fails the run as it is.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const work = path.join(root, '.data', 'unit-run');
const stalledLog = path.join(work, 'stalled-files.txt');
const report = path.join(work, 'report.json');

function vitest(args) {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const reporters = process.env.CI ? ['--reporter=dot'] : ['--reporter=default'];
  const result = spawnSync(
    'npx',
    ['vitest', 'run', ...reporters, '--reporter=json', `--outputFile.json=${report}`, ...args],
    { cwd: root, stdio: 'inherit', env: { ...process.env, STALLED_FILES_LOG: stalledLog } },
  );
  const stalled = existsSync(stalledLog)
    ? [...new Set(readFileSync(stalledLog, 'utf8').split('\n').filter(Boolean))]
    : [];
  const failed = existsSync(report)
    ? JSON.parse(readFileSync(report, 'utf8'))
        .testResults.filter((file) => file.status !== 'passed')
        .map((file) => file.name)
    : [];
  return { status: result.status ?? 1, stalled, failed };
}

const first = vitest(process.argv.slice(2));
if (first.status === 0 || first.stalled.length === 0) process.exit(first.status);
// A stalled file's process was ended, which Vitest reports as an error of the run, not of a file.
if (first.failed.some((file) => !first.stalled.includes(file))) process.exit(first.status);

console.log(`\nStalled (embedded database hang), running again: ${first.stalled.join(', ')}`);
const second = vitest(first.stalled);
process.exit(second.status === 0 && second.stalled.length === 0 ? 0 : 1);
