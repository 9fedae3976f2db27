/**
 * Home page JavaScript budget (issue 5 item 9, issue 18 item 3): builds the web app (in memory,
 * nothing written), takes the JavaScript the home page needs before it paints (index.html's module
 * script and its modulepreload links, plus the lazy home route chunk the router fetches straight
 * after, each with its static imports), gzips each file and prints the totals and, last, the ratio
 * to the 150 kB budget. Exits non-zero when over budget or when a map, chart or form library would
 * be loaded up front. It also prints which packages take the most room in those files.
 *
 *   npx tsx bench/web-size.ts
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';

/** kB as Vite prints them (1000 bytes), gzipped. */
const BUDGET_KB = 150;
/** Loaded when used (maps, charts, forms and their schemas), never before the home page paints. */
const HEAVY_PACKAGES = [
  'leaflet',
  '@geoman-io',
  'react-leaflet',
  '@react-leaflet',
  'recharts',
  'react-hook-form',
  '@hookform',
  'zod',
];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type Chunk = Rollup.OutputChunk;

async function buildInMemory(): Promise<Rollup.RollupOutput> {
  const result = await build({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { write: false, sourcemap: false },
  });
  const output = Array.isArray(result) ? result[0] : result;
  if (!output || !('output' in output)) throw new Error('vite build did not return its output');
  return output;
}

/** index.html's `<script type="module" src>` and `<link rel="modulepreload" href>` files. */
function htmlScripts(html: string): string[] {
  const files = new Set<string>();
  for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="\/?([^"]+)"/g)) files.add(match[1]!);
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/?([^"]+)"/g))
    files.add(match[1]!);
  return [...files];
}

/** A chunk with every chunk it imports statically, transitively. */
function withStaticImports(start: Chunk, chunks: Map<string, Chunk>, into = new Set<string>()): Set<string> {
  if (into.has(start.fileName)) return into;
  into.add(start.fileName);
  for (const file of start.imports) {
    const next = chunks.get(file);
    if (next) withStaticImports(next, chunks, into);
  }
  return into;
}

const kb = (bytes: number) => bytes / 1000;

async function main() {
  const output = await buildInMemory();
  const chunks = new Map<string, Chunk>();
  let html = '';
  for (const item of output.output) {
    if (item.type === 'chunk') chunks.set(item.fileName, item);
    else if (item.fileName === 'index.html') html = String(item.source);
  }
  if (!html) throw new Error('index.html missing from the build');

  const initial = new Set<string>();
  for (const file of htmlScripts(html)) {
    const chunk = chunks.get(file);
    if (!chunk) throw new Error(`index.html loads ${file}, which the build did not produce`);
    withStaticImports(chunk, chunks, initial);
  }
  // The chunk holding the home route (its own, or the one vite.config.ts groups its imports into).
  const home = [...chunks.values()].find((c) =>
    c.moduleIds.some((id) => id.replace(/\\/g, '/').endsWith('web/src/routes/home.tsx')),
  );
  if (!home) throw new Error('home route chunk not found');
  const withHome = withStaticImports(home, chunks, new Set(initial));

  const sizes = new Map<string, { raw: number; gzip: number }>();
  for (const file of withHome) {
    const code = Buffer.from(chunks.get(file)!.code);
    sizes.set(file, { raw: code.length, gzip: gzipSync(code).length });
  }
  const total = (files: Iterable<string>) => [...files].reduce((sum, f) => sum + sizes.get(f)!.gzip, 0);

  console.log('file'.padEnd(48), 'raw kB'.padStart(9), 'gzip kB'.padStart(9), '  loaded by');
  for (const file of [...withHome].sort((a, b) => sizes.get(b)!.gzip - sizes.get(a)!.gzip)) {
    const s = sizes.get(file)!;
    console.log(
      file.padEnd(48),
      kb(s.raw).toFixed(2).padStart(9),
      kb(s.gzip).toFixed(2).padStart(9),
      initial.has(file) ? '  index.html' : '  home route',
    );
  }

  const heavy = [...withHome].flatMap((file) =>
    chunks
      .get(file)!
      .moduleIds.filter((id) =>
        HEAVY_PACKAGES.some((pkg) => id.replace(/\\/g, '/').includes(`/node_modules/${pkg}/`)),
      )
      .map((id) => `${file}: ${path.relative(root, id)}`),
  );

  const entryKb = kb(total(initial));
  const homeKb = kb(total(withHome));
  printPackages(withHome, chunks);
  console.log(
    `\nindex.html scripts and their static imports: ${entryKb.toFixed(2)} kB gzipped (${initial.size} files)`,
  );
  console.log(
    `plus the home route and its static imports:  ${homeKb.toFixed(2)} kB gzipped (${withHome.size} files)`,
  );
  if (heavy.length > 0) {
    console.log(`\nLoaded up front but should be lazy (${HEAVY_PACKAGES.join(', ')}):`);
    for (const line of heavy.slice(0, 20)) console.log(`  ${line}`);
  }
  const ratio = homeKb / BUDGET_KB;
  console.log(
    `\nratio home page first-load JS (with its route) / ${BUDGET_KB} kB budget: ${ratio.toFixed(3)}`,
  );
  if (ratio > 1 || heavy.length > 0) process.exitCode = 1;
}

/** The packages (and the app's own code) taking most room in these files, minified, before gzip. */
function printPackages(files: Set<string>, chunks: Map<string, Chunk>) {
  const bytes = new Map<string, number>();
  for (const file of files)
    for (const [id, module] of Object.entries(chunks.get(file)!.modules)) {
      const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id.replace(/\\/g, '/'))?.[1] ?? '(app code)';
      bytes.set(pkg, (bytes.get(pkg) ?? 0) + module.renderedLength);
    }
  console.log(`\n${'package'.padEnd(48)}`, 'raw kB'.padStart(9));
  for (const [pkg, size] of [...bytes].sort((a, b) => b[1] - a[1]).slice(0, 15))
    console.log(pkg.padEnd(48), kb(size).toFixed(2).padStart(9));
}

await main();
