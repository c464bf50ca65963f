import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLOB_CONTAINERS, blobPathParts, LOCAL_ONLY_BLOB_CONTAINERS, QUEUES } from './storage-names.ts';

/**
 * infra/modules/storage.bicep must create exactly the blob containers and queues the code uses
 * (storage-names.ts), besides the Flex Consumption deployment container: a name only in the code works
 * locally and is missing in Azure until something writes to it; a name only in Bicep is a leftover.
 */
const bicep = readFileSync(resolve(import.meta.dirname, '../../../infra/modules/storage.bicep'), 'utf8');

function bicepList(param: string): string[] {
  const body = new RegExp(`param ${param} string\\[\\] = \\[\\n([\\s\\S]*?)\\n\\]`).exec(bicep)?.[1];
  if (body === undefined) throw new Error(`storage.bicep has no list parameter ${param}`);
  return [...body.matchAll(/'([^']+)'/g)].map((match) => match[1] ?? '');
}

describe('the storage containers and queues in Bicep', () => {
  it('are the blob containers of the code, not the local-only outbox', () => {
    expect(bicepList('dataContainerNames').sort()).toEqual(Object.values(BLOB_CONTAINERS).sort());
    expect(bicepList('dataContainerNames')).not.toContain(LOCAL_ONLY_BLOB_CONTAINERS.outbox);
    expect(/param deploymentContainerName string = 'deployments'/.test(bicep)).toBe(true);
  });

  it('are the queues of the code', () => {
    expect(bicepList('queueNames').sort()).toEqual(Object.values(QUEUES).sort());
  });
});

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
