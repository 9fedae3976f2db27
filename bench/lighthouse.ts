/**
 * Page speed and page quality as Lighthouse measures them (issue 18 item 4): the built app as
 * `npm start` runs it, with the demo data (embedded database, or a scratch database on
 * DATABASE_URL), and Lighthouse 12 with its mobile defaults (simulated slow 4G and a slowed CPU)
 * driving Debian Chromium, --runs times per page (default 3). Prints each run, then per page the
 * median scores (performance, accessibility, best practices, SEO) and metrics (FCP, LCP, CLS, TBT),
 * the load average before and after, and last the verdict on each of the issue's targets.
 *
 * Pages (--pages, comma-separated, default all): home (/), sold-prices (/sold-prices?postcode=...),
 * listing (the newest listing), sold-history (the first sale the sold-price search for --postcode
 * finds, by the URL the web app links it with) and map (/map). Map tiles come from TILE_URL when
 * set, else the app's default; where they cannot load (no internet) the page is measured as it is.
 *
 *   npx tsx bench/lighthouse.ts [--runs 3] [--pages home,listing] [--postcode "SW19 3ES"] [--save <folder>]
 *   CHROME_PATH=/usr/bin/chromium (default) DATABASE_URL=postgres://... (optional)
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { parseArgs } from 'node:util';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { paths } from '../web/src/config/paths';
import { firstListingId, firstSoldSale, waitForPriceIndex } from './lib/demo-pages';
import { ensureWebBuild, startDemoSite } from './lib/demo-site';
import {
  CATEGORIES,
  figureHeader,
  figureRow,
  FIGURES,
  type Figures,
  medianFigures,
  readFigures,
  TARGETS,
} from './lib/lighthouse-figures';
import { loadAverage } from './lib/load';
import { machine } from './lib/stats';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: 'home,sold-prices,listing,sold-history,map' },
    postcode: { type: 'string', default: 'SW19 3ES' },
    // Keeps every run's whole report, to see what a page spends its main thread on.
    save: { type: 'string' },
  },
});
const runs = Number(values.runs);
if (values.save) mkdirSync(values.save, { recursive: true });
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Each page's path on the running site; undefined when the demo data has no such page. */
const PAGES: Record<string, (url: string) => Promise<string | undefined>> = {
  home: async () => paths.home,
  'sold-prices': async () => `${paths.soldPrices}?postcode=${encodeURIComponent(values.postcode)}`,
  listing: async (url) => {
    const id = await firstListingId(url);
    return id && paths.property(id);
  },
  'sold-history': async (url) => {
    const sale = await firstSoldSale(url, values.postcode);
    return sale && paths.soldHistory(sale.address, sale.postcode);
  },
  map: async () => paths.map,
};

const chosen = values.pages.split(',').map((name) => name.trim());
const unknown = chosen.filter((name) => !(name in PAGES));
if (unknown.length)
  throw new Error(`unknown page ${unknown.join(', ')}: choose from ${Object.keys(PAGES).join(', ')}`);

/** One Lighthouse run in a Chromium of its own, as the Lighthouse CLI does, so no run inherits a cache. */
async function audit(url: string, reportFile?: string): Promise<Figures> {
  const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox'] });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (reportFile) writeFileSync(reportFile, JSON.stringify(lhr));
    if (lhr.runtimeError) console.log(`    error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    for (const warning of lhr.runWarnings) console.log(`    warning: ${warning}`);
    return readFigures(lhr);
  } finally {
    chrome.kill();
  }
}

const WIDTH = 10;
const NAME_WIDTH = 14;

ensureWebBuild();
const demo = await startDemoSite({
  prefix: 'hh_lighthouse',
  databaseUrl: process.env.DATABASE_URL,
  env: process.env.TILE_URL ? { TILE_URL: process.env.TILE_URL } : {},
});
try {
  await waitForPriceIndex(demo.url, values.postcode);
  const medians = new Map<string, Figures>();
  console.log(`Database: ${demo.database}\nMachine: ${machine()}\nBefore: ${loadAverage()}`);
  console.log(`Lighthouse (mobile defaults), ${runs} run(s) per page, ${chromePath}\n`);
  console.log(`${'page'.padEnd(NAME_WIDTH)}${figureHeader(WIDTH)}`);
  for (const name of chosen) {
    const path = await PAGES[name]!(demo.url);
    if (!path) {
      console.log(`${name.padEnd(NAME_WIDTH)}skipped: the demo data has no such page`);
      continue;
    }
    console.log(`${name}: ${path}`);
    const figures: Figures[] = [];
    for (let run = 1; run <= runs; run++) {
      figures.push(
        await audit(`${demo.url}${path}`, values.save && join(values.save, `${name}-${run}.json`)),
      );
      console.log(`${`  run ${run}`.padEnd(NAME_WIDTH)}${figureRow(figures.at(-1)!, WIDTH)}`);
    }
    medians.set(name, medianFigures(figures));
    console.log(`${'  median'.padEnd(NAME_WIDTH)}${figureRow(medians.get(name)!, WIDTH)}`);
  }
  console.log(`\nAfter: ${loadAverage()}\n\nTargets, on the median of ${runs} run(s):`);
  let met = 0;
  for (const target of TARGETS) {
    const pages = [...medians].map(([name, figures]) => {
      const value = figures[target.figure];
      const ok = target.met(value);
      if (ok) met += 1;
      return `${name} ${FIGURES[target.figure].show(value)} ${ok ? 'met' : 'NOT MET'}`;
    });
    console.log(`  ${target.name.padEnd(22)}${pages.join('; ')}`);
  }
  console.log(`targets met: ${met} of ${TARGETS.length * medians.size}`);
} finally {
  await demo.stop();
}
