import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The shared folder of real data beside the checkout; tests that need it are skipped without it. */
export const SHARED_DATA_DIR = path.resolve(process.cwd(), '..', 'shared', 'data');

/** A file of the shared folder, by its path inside it. */
export const readShared = (file: string) => readFileSync(path.join(SHARED_DATA_DIR, file));

/** A small real Price Paid file: 1,000 sales of 1995 from across the country, all of them "A". */
export const SAMPLE_1995 = 'price-paid/pp-1995__mohataher__spark-ml-predict-uk-house-prices__pp-sample.csv';

export const hasSharedData = existsSync(path.join(SHARED_DATA_DIR, SAMPLE_1995));

/**
 * A monthly change file on top of SAMPLE_1995: real A rows and D rows of ids never loaded (a
 * shared 15-row file), then a correction (C, £41,500 to £42,500) of the sample's first sale and the
 * deletion (D) of its second. Both sales' ids come with it.
 */
export function monthlyChangeFile() {
  const lines = readShared(SAMPLE_1995).toString('utf8').trim().split('\n');
  const [first = '', second = ''] = lines;
  const idOf = (line: string) => /^"\{([0-9A-F-]+)\}"/.exec(line)![1]!.toLowerCase();
  const file = Buffer.concat([
    readShared(
      'price-paid/pp-2002-2017-with-D-rows__alex-piccione__PropertyWizard-HMLandRegistryExtractor__example-pp-15-rows.csv',
    ),
    Buffer.from(
      `${first.replace('"41500"', '"42500"').replace(/"A"$/, '"C"')}\n${second.replace(/"A"$/, '"D"')}\n`,
    ),
  ]);
  return { file, correctedId: idOf(first), deletedId: idOf(second) };
}
