import { describe, expect, it } from 'vitest';
import { clearArea, readJson, removeItem, writeJson, type StorageArea } from './storage';

/** Node has no Web Storage; this keeps the same contract (strings in, strings out). */
function memoryArea(): StorageArea & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
    clear: () => data.clear(),
  };
}

const broken: StorageArea = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
  clear: () => {
    throw new Error('SecurityError');
  },
};

describe('storage', () => {
  it('stores and reads JSON values', () => {
    const area = memoryArea();
    writeJson('user', { id: 'a', firstName: 'Ada' }, area);
    expect(area.data.get('user')).toBe('{"id":"a","firstName":"Ada"}');
    expect(readJson('user', area)).toEqual({ id: 'a', firstName: 'Ada' });
    removeItem('user', area);
    expect(readJson('user', area)).toBeNull();
  });

  it('reads garbage as nothing', () => {
    const area = memoryArea();
    area.setItem('user', '{not json');
    expect(readJson('user', area)).toBeNull();
  });

  it('never throws when storage is unavailable', () => {
    expect(readJson('user', broken)).toBeNull();
    expect(() => writeJson('user', 1, broken)).not.toThrow();
    expect(() => removeItem('user', broken)).not.toThrow();
    expect(() => clearArea(broken)).not.toThrow();
    expect(readJson('user', null)).toBeNull();
  });
});
