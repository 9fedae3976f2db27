// A worker thread does not always inherit the TypeScript loader of the thread that starts it (a
// test runner's own transform does not carry over): it registers tsx itself, then loads the worker.
import { register } from 'tsx/esm/api';

register();
await import('./parse-worker.ts');
