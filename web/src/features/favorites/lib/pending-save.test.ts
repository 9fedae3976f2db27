import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PENDING_SAVE_TTL_MS, rememberPendingSave, takePendingSave } from './pending-save';

const store = new Map<string, string>();
beforeEach(() => {
  store.clear();
  vi.stubGlobal('window', {
    sessionStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
      clear: () => store.clear(),
    },
  });
});

describe('pending save', () => {
  it('is taken once, with its title', () => {
    rememberPendingSave('abc', 'Three bedroom semi', 1_000);
    expect(takePendingSave(2_000)).toEqual({ propertyId: 'abc', title: 'Three bedroom semi', at: 1_000 });
    expect(takePendingSave(2_000)).toBeNull();
  });

  it('is forgotten after half an hour', () => {
    rememberPendingSave('abc', undefined, 0);
    expect(takePendingSave(PENDING_SAVE_TTL_MS + 1)).toBeNull();
    rememberPendingSave('abc', undefined, 0);
    expect(takePendingSave(PENDING_SAVE_TTL_MS)).toMatchObject({ propertyId: 'abc' });
  });

  it('ignores what another version of the app stored', () => {
    store.set('homehunter_pending_save', '{"id":1}');
    expect(takePendingSave()).toBeNull();
    store.set('homehunter_pending_save', 'not json');
    expect(takePendingSave()).toBeNull();
  });
});
