import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { cosmosForSuite } from '../../../test-support/cosmos-suite.ts';
import { container } from '../../data/cosmos-client.ts';
import { interestListKeysOf, type StoredInterest } from '../../data/interest-list-keys.ts';
import { backfillInterestListKeys } from './interest-list-keys-backfill.ts';
import { SITE_SEED } from './sites-seed.ts';

const site = SITE_SEED[0];

cosmosForSuite({ sites: site ? [site] : [] });

function oldEntry(learningCenterId: string) {
  const id = randomUUID();
  return {
    id,
    _id: id,
    status: 'New Interest',
    createdAt: '2025-01-01T00:00:00.000Z',
    lastContactDate: null,
    studentFirstName: 'Old',
    studentLastName: 'Entry',
    birthDate: '2010-01-01',
    primaryEmail: 'Old@Example.com',
    phone: '555',
    learningCenterId,
    learningCenterName: 'Some Site',
  };
}

it('adds listKeys and charter_id to old interest entries, once', async () => {
  if (!site) throw new Error('no seeded site');
  const withSite = oldEntry(site.id);
  const withoutSite = oldEntry('0');
  for (const entry of [withSite, withoutSite]) await container('interests').items.create(entry);
  expect(await backfillInterestListKeys()).toBe(2);
  const { resource } = await container('interests').item(withSite.id, withSite.id).read<StoredInterest>();
  expect(resource?.charter_id).toBe(site.charter.id);
  expect(resource?.listKeys.email).toBe('old@example.com');
  if (resource) expect(resource.listKeys).toEqual(interestListKeysOf(resource));
  const { resource: noSite } = await container('interests')
    .item(withoutSite.id, withoutSite.id)
    .read<StoredInterest>();
  expect(noSite?.charter_id).toBe('');
  expect(await backfillInterestListKeys()).toBe(0);
});
