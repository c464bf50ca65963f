import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTAINERS, deployedContainerNames } from './containers.ts';

/**
 * infra/modules/cosmos.bicep must create exactly the containers the code uses, with the same partition
 * keys, TTL and composite indexes: a container only in containers.ts works locally (the local stack
 * creates it) and fails in Azure, where the data plane may not create containers. A `localOnly` container
 * (the local SIS stand-in) is the local stack's own and must not be deployed.
 */
const bicep = readFileSync(resolve(import.meta.dirname, '../../../infra/modules/cosmos.bicep'), 'utf8');

interface BicepContainer {
  partitionKey: string;
  defaultTtl?: number;
  compositeIndexKeys: string[];
}

function bicepContainers(): Map<string, BicepContainer> {
  const list = /param containers containerSpec\[\] = \[\n([\s\S]*?)\n\]/.exec(bicep)?.[1] ?? '';
  const found = new Map<string, BicepContainer>();
  // Each entry is `{ name: ..., ... }` on one line or a block; split at the names.
  for (const block of list.split(/(?=name: ')/).slice(1)) {
    const name = /name: '([^']+)'/.exec(block)?.[1] ?? '';
    const partitionKey = /partitionKey: '([^']+)'/.exec(block)?.[1] ?? '';
    const ttl = /defaultTtl: (-?\d+)/.exec(block)?.[1];
    const keys = /compositeIndexKeys: \[([\s\S]*?)\]/.exec(block)?.[1] ?? '';
    found.set(name, {
      partitionKey,
      ...(ttl !== undefined ? { defaultTtl: Number(ttl) } : {}),
      compositeIndexKeys: [...keys.matchAll(/'([^']+)'/g)].map((match) => match[1] ?? ''),
    });
  }
  return found;
}

describe('the Cosmos containers in Bicep', () => {
  const inBicep = bicepContainers();

  it('are the containers of containers.ts but the local-only ones, no more and no fewer', () => {
    expect([...inBicep.keys()].sort()).toEqual(deployedContainerNames().sort());
    expect(inBicep.has('sisStudents')).toBe(false);
  });

  it('have the same partition keys, TTL and composite index keys', () => {
    for (const name of deployedContainerNames()) {
      const spec = CONTAINERS[name];
      const deployed = inBicep.get(name);
      expect(deployed?.partitionKey, name).toBe(spec.partitionKey);
      expect(deployed?.defaultTtl, name).toBe('defaultTtl' in spec ? spec.defaultTtl : undefined);
      const keys =
        'compositeIndexes' in spec ? [...new Set(spec.compositeIndexes.map((index) => index[0]?.path))] : [];
      expect(deployed?.compositeIndexKeys, name).toEqual(keys);
    }
  });
});
