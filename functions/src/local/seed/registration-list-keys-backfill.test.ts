import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { cosmosForSuite } from '../../../test-support/cosmos-suite.ts';
import { container } from '../../data/cosmos-client.ts';
import { registrationListKeysOf, type StoredRegistration } from '../../data/registration-list-keys.ts';
import { demoRegistrationDocuments } from './demo-registrations-seed.ts';
import { backfillRegistrationListKeys } from './registration-list-keys-backfill.ts';
import { SITE_SEED } from './sites-seed.ts';

cosmosForSuite({ sites: SITE_SEED });

it('adds charter_id (from the site) and listKeys to registrations stored before the list, once', async () => {
  const [demo] = demoRegistrationDocuments('2026-11-23');
  if (!demo) throw new Error('no demo registration');
  const { listKeys: _keys, charter_id: charterId, ...old } = demo;
  const id = randomUUID();
  await container('registrations').items.create({ ...old, id, _id: id, studentEmail: 'Old@Example.com' });
  const current = { ...demo, id: randomUUID() };
  await container('registrations').items.create(current);
  expect(await backfillRegistrationListKeys()).toBe(1);
  const { resource } = await container('registrations').item(id, id).read<StoredRegistration>();
  expect(resource?.charter_id).toBe(charterId);
  expect(resource?.listKeys.email).toBe('old@example.com');
  if (resource) expect(resource.listKeys).toEqual(registrationListKeysOf(resource));
  expect(await backfillRegistrationListKeys()).toBe(0);
});

it('adds the orientationDate key to registrations stored with the list keys before it', async () => {
  const live = demoRegistrationDocuments('2026-11-23').find((one) => one.orientationType === 'LIVE');
  if (!live) throw new Error('no live demo registration');
  const { orientationDate: _key, ...olderKeys } = live.listKeys;
  const id = randomUUID();
  await container('registrations').items.create({ ...live, id, _id: id, listKeys: olderKeys });
  expect(await backfillRegistrationListKeys()).toBe(1);
  const { resource } = await container('registrations').item(id, id).read<StoredRegistration>();
  expect(resource?.listKeys.orientationDate).toBe(live.orientationDate);
  expect(await backfillRegistrationListKeys()).toBe(0);
});
