import { describe, expect, it } from 'vitest';
import { CaptureBuffer } from './capture-buffer';

function setup(max: number, batchSize: number, fail = false) {
  const batches: number[][] = [];
  const errors: number[] = [];
  const buffer = new CaptureBuffer<number>({
    max,
    batchSize,
    write: async (rows) => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (fail) throw new Error('database down');
      batches.push(rows);
    },
    onError: (_err, lost) => errors.push(lost),
  });
  return { buffer, batches, errors };
}

describe('CaptureBuffer', () => {
  it('writes everything buffered in batches of at most batchSize, in order', async () => {
    const { buffer, batches } = setup(100, 4);
    for (let i = 0; i < 10; i++) buffer.push(i);
    await buffer.flush();
    expect(batches.flat()).toEqual([...Array(10).keys()]);
    expect(Math.max(...batches.map((b) => b.length))).toBeLessThanOrEqual(4);
    expect(buffer.written).toBe(10);
    expect(buffer.size).toBe(0);
  });

  it('drops and counts rows beyond its cap instead of growing', async () => {
    const { buffer, batches } = setup(3, 100);
    for (let i = 0; i < 5; i++) buffer.push(i);
    expect(buffer.size).toBe(3);
    expect(buffer.dropped).toBe(2);
    await buffer.flush();
    expect(batches).toEqual([[0, 1, 2]]);
  });

  it('never runs two writes at once, and a flush waits for one already running', async () => {
    let running = 0;
    let most = 0;
    const buffer = new CaptureBuffer<number>({
      max: 100,
      batchSize: 2,
      write: async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 2));
        running -= 1;
      },
      onError: () => {},
    });
    for (let i = 0; i < 9; i++) buffer.push(i);
    await Promise.all([buffer.flush(), buffer.flush(), buffer.flush()]);
    expect(most).toBe(1);
    expect(buffer.written).toBe(9);
  });

  it('reports a failed write and carries on, holding nothing back', async () => {
    const { buffer, errors } = setup(100, 3, true);
    for (let i = 0; i < 7; i++) buffer.push(i);
    await expect(buffer.flush()).resolves.toBeUndefined();
    expect(errors).toEqual([3, 3, 1]);
    expect(buffer.size).toBe(0);
  });
});
