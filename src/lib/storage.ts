export type StorageArea = 'localStorage' | 'sessionStorage';

// Browsers that block storage throw on the property itself, full storage throws on write:
// every access is guarded so storage can only ever be missing, never an error.
function area(name: StorageArea): Storage | null {
  try {
    return window[name];
  } catch {
    return null;
  }
}

export function readItem(name: StorageArea, key: string): string | null {
  try {
    return area(name)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(name: StorageArea, key: string, value: string): boolean {
  try {
    const storage = area(name);
    storage?.setItem(key, value);
    return storage !== null;
  } catch {
    return false;
  }
}

export function removeItem(name: StorageArea, key: string): void {
  try {
    area(name)?.removeItem(key);
  } catch {
    // Nothing to clean up where storage cannot be reached.
  }
}

/** The keys an area holds that begin with `prefix`: none where storage cannot be reached. */
export function keysOf(name: StorageArea, prefix: string): string[] {
  try {
    const storage = area(name);
    if (!storage) return [];
    return Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '').filter((key) =>
      key.startsWith(prefix),
    );
  } catch {
    return [];
  }
}
