import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A built web app the way Vite leaves it: index.html naming a content-hashed bundle. */
export function writeBuild(root: string, bundle: string) {
  rmSync(path.join(root, 'assets'), { recursive: true, force: true });
  mkdirSync(path.join(root, 'assets'), { recursive: true });
  writeFileSync(path.join(root, 'assets', bundle), 'console.log(1)');
  writeFileSync(
    path.join(root, 'index.html'),
    `<div id="root"></div><script src="/assets/${bundle}"></script>`,
  );
}
