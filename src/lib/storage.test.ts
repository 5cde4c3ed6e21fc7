// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keysOf, readItem, removeItem, writeItem } from './storage';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('storage', () => {
  it('reads back what it wrote', () => {
    expect(writeItem('localStorage', 'k', 'v')).toBe(true);
    expect(readItem('localStorage', 'k')).toBe('v');
    removeItem('localStorage', 'k');
    expect(readItem('localStorage', 'k')).toBeNull();
  });

  it('lists the keys that begin with a prefix', () => {
    writeItem('localStorage', 'form-a-sends', '[]');
    writeItem('localStorage', 'form-b-sends', '[]');
    writeItem('localStorage', 'other', '1');
    expect(keysOf('localStorage', 'form-').sort()).toEqual(['form-a-sends', 'form-b-sends']);
  });

  it('reports a full storage as a failed write instead of throwing', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(writeItem('localStorage', 'k', 'v')).toBe(false);
  });

  it('reads nothing where the browser blocks storage', () => {
    const blocked = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(readItem('localStorage', 'k')).toBeNull();
    expect(writeItem('localStorage', 'k', 'v')).toBe(false);
    expect(() => removeItem('localStorage', 'k')).not.toThrow();
    expect(keysOf('localStorage', 'k')).toEqual([]);
    expect(blocked).toHaveBeenCalled();
  });
});
