import { afterEach, beforeEach, vi } from 'vitest';

/** A file the page handed to the browser: the blob's address and the name it is saved under. */
export interface SavedDownload {
  href: string;
  download: string;
}

/**
 * For each test of the calling file, the files the page downloads (a blob address clicked on an
 * anchor) are kept instead of saved: the list returned holds them, emptied before each test. The blob
 * addresses are all 'blob:export'; the stubs are undone after each test.
 */
export function captureDownloads(): readonly SavedDownload[] {
  const saved: SavedDownload[] = [];
  beforeEach(() => {
    saved.length = 0;
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
  return saved;
}
