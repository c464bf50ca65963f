import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { container } from '../../data/cosmos-client.ts';
import { interestListKeysOf, type StoredInterest } from '../../data/interest-list-keys.ts';
import { startTestCosmos, type TestCosmos } from '../host/cosmos-test-server.ts';
import { backfillInterestListKeys } from './interest-list-keys-backfill.ts';
import { SITE_SEED } from './sites-seed.ts';

let cosmos: TestCosmos;
const site = SITE_SEED[0];

beforeAll(async () => {
  cosmos = await startTestCosmos();
  if (site) await container('sites').items.create(site);
}, 60_000);

afterAll(async () => {
  await cosmos?.stop();
});

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
