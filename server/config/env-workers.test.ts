import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './env';

const DATABASE_URL = 'postgres://app@db.example/homehunter';

describe('WORKERS', () => {
  it('defaults to one process on PGlite and one per core on PostgreSQL', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ DATABASE_URL }).workers).toBe(availableParallelism());
  });

  it('takes a whole number from 1 to 64', () => {
    expect(loadConfig({ DATABASE_URL, WORKERS: '3' }).workers).toBe(3);
    expect(loadConfig({ DATABASE_URL, WORKERS: '64' }).workers).toBe(64);
    expect(loadConfig({ WORKERS: '1' }).workers).toBe(1);
    for (const bad of ['0', '65', '1.5', 'two', '-2'])
      expect(() => loadConfig({ DATABASE_URL, WORKERS: bad })).toThrow(
        'WORKERS: must be a whole number from 1 to 64',
      );
  });

  it('refuses more than one process on the embedded database', () => {
    expect(() => loadConfig({ WORKERS: '2' })).toThrow('WORKERS above 1 needs DATABASE_URL');
  });
});
