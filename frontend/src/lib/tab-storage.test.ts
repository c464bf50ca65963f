import { afterEach, describe, expect, it, vi } from 'vitest';
import { readTabJson, readTabText, removeFromTab, sameKindValues, writeTabJson } from './tab-storage.ts';

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('the tab storage', () => {
  it('keeps JSON for the tab and reads broken text as nothing', () => {
    writeTabJson('draft', { a: 'x' });
    expect(readTabJson('draft')).toEqual({ a: 'x' });
    window.sessionStorage.setItem('broken', '{not json');
    expect(readTabJson('broken')).toBeNull();
    removeFromTab('draft');
    expect(readTabJson('draft')).toBeNull();
  });

  it('fails quietly when the browser refuses the storage', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => writeTabJson('draft', { a: 'x' })).not.toThrow();
    expect(readTabText('draft')).toBeNull();
  });

  it('takes stored values of the same kind as the empty form and nothing else', () => {
    const empty = { name: '', sameAddress: true, level: '' };
    expect(sameKindValues(empty, { name: 'Ana', sameAddress: 'yes', level: 3, extra: 'x' })).toEqual({
      name: 'Ana',
      sameAddress: true,
      level: '',
    });
    expect(sameKindValues(empty, null)).toEqual(empty);
  });
});
