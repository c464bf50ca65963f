import { describe, expect, it } from 'vitest';
import { blobPathParts } from './storage-names.ts';

describe('blobPathParts', () => {
  it("splits a stored path into one of the app's containers and the blob name", () => {
    expect(blobPathParts('lelo-signatures/entry-1/s1/student.png')).toEqual({
      container: 'lelo-signatures',
      blobName: 'entry-1/s1/student.png',
    });
  });

  it('refuses a malformed path or a container the app does not own', () => {
    for (const path of ['', '/x.png', 'lelo-signatures/', 'no-slash', 'azure-webjobs-hosts/keys.json']) {
      expect(blobPathParts(path), path).toBeNull();
    }
  });
});
