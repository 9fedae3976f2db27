import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from './test-app';

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

/**
 * For the describe block it is called in: an app serving a web build (`index-aaaa.js`, no server
 * renderer) from a temporary folder, built before its tests and removed after them.
 */
export function appServingBuild(): () => TestApp {
  let t: TestApp;
  const webRoot = mkdtempSync(path.join(tmpdir(), 'hh-web-'));
  beforeAll(async () => {
    writeBuild(webRoot, 'index-aaaa.js');
    t = await buildTestApp({}, { webRoot });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });
  return () => t;
}
