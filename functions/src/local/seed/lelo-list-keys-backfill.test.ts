import { expect, it } from 'vitest';
import { cosmosForSuite } from '../../../test-support/cosmos-suite.ts';
import { signedTestRecord } from '../../../test-support/lelo-fixtures.ts';
import { container } from '../../data/cosmos-client.ts';
import { leloListKeysOf, type StoredLeloRegistration, withLeloListKeys } from '../../data/lelo-list-keys.ts';
import { backfillLeloListKeys } from './lelo-list-keys-backfill.ts';

cosmosForSuite();

it('adds listKeys to secondary enrollments stored before the list, keeping their charter, once', async () => {
  const old = signedTestRecord({ id: 'old-entry', studentEmail: 'Old@Example.com', charter_id: 'charter-9' });
  await container('leloRegistrations').items.create(old);
  await container('leloRegistrations').items.create(
    withLeloListKeys(signedTestRecord({ id: 'current-entry' })),
  );
  expect(await backfillLeloListKeys()).toBe(1);
  const { resource } = await container('leloRegistrations')
    .item('old-entry', 'old-entry')
    .read<StoredLeloRegistration>();
  expect(resource?.charter_id).toBe('charter-9');
  expect(resource?.listKeys.email).toBe('old@example.com');
  if (resource) expect(resource.listKeys).toEqual(leloListKeysOf(resource));
  expect(await backfillLeloListKeys()).toBe(0);
});
