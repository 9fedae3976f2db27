/**
 * Browser storage that never throws: storage can be disabled (privacy modes, blocked cookies) or hold
 * a value another version of the app wrote, and neither may break a page.
 */
export type StorageArea = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>;

function area(kind: 'local' | 'session'): StorageArea | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export const localArea = () => area('local');
export const sessionArea = () => area('session');

export function readJson(key: string, storage: StorageArea | null = localArea()): unknown {
  try {
    const text = storage?.getItem(key);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown, storage: StorageArea | null = localArea()): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage disabled: the value is only a convenience cache.
  }
}

export function removeItem(key: string, storage: StorageArea | null = localArea()): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing stored means nothing to remove.
  }
}

export function clearArea(storage: StorageArea | null): void {
  try {
    storage?.clear();
  } catch {
    // Storage disabled: already empty from the app's point of view.
  }
}
