import { isDeepStrictEqual } from 'node:util';
import { businessToday } from '@enroll/domain';
import type { ContainerName } from '../../data/containers.ts';
import { container } from '../../data/cosmos-client.ts';
import { withoutSystemFields } from '../../data/system-fields.ts';
import { brandDocuments } from './brands-seed.ts';
import { CHARTER_SEED } from './charters-seed.ts';
import { seedDemoInterests } from './demo-interests-seed.ts';
import { seedDemoRegistrations } from './demo-registrations-seed.ts';
import { backfillInterestListKeys } from './interest-list-keys-backfill.ts';
import { CATALOG_SEED } from './lelo-catalog-seed.ts';
import { backfillLeloListKeys } from './lelo-list-keys-backfill.ts';
import { leloOfferingDocuments } from './lelo-offerings-seed.ts';
import { leloSessionDocuments } from './lelo-sessions-seed.ts';
import { leloTemplateDocuments } from './lelo-templates-seed.ts';
import { seedMasterAgreementTemplate } from './master-agreement-template-seed.ts';
import { PROGRAM_TYPE_SEED } from './program-types-seed.ts';
import { backfillRegistrationListKeys } from './registration-list-keys-backfill.ts';
import { runLimited } from './run-limited.ts';
import { sisStudentDocuments } from './sis-students-seed.ts';
import { SITE_SEED } from './sites-seed.ts';
import { PEOPLE_SEED, STAFF_USER_SEED } from './staff-seed.ts';

const CONCURRENCY = 8;

type SeedDocument = { id: string };

/**
 * The documents that differ from what the container holds (one read of the whole container, at most
 * a few hundred documents): a restart on the same day writes nothing.
 */
async function changedDocuments(name: ContainerName, documents: readonly SeedDocument[]) {
  const { resources } = await container(name).items.query<SeedDocument>('SELECT * FROM c').fetchAll();
  const stored = new Map(resources.map((resource) => [resource.id, withoutSystemFields(resource)]));
  // The JSON round trip drops undefined properties, as storing the document does.
  return documents.filter(
    (document) => !isDeepStrictEqual(stored.get(document.id), JSON.parse(JSON.stringify(document))),
  );
}

/**
 * Upserts the demo reference data: brands, charters, program types, learning centers and the
 * secondary enrollment (Lelo) sessions, catalog, course offerings and templates, uploads the
 * master-agreement PDF template, and creates the demo interest entries that are missing. Ids are deterministic and documents equal to the stored ones are
 * skipped, so running it at every start never duplicates anything; the session dates follow the
 * seed day. The containers must exist (ensureContainers).
 */
export async function seedAll(): Promise<void> {
  const started = Date.now();
  const today = businessToday();
  const sets: [ContainerName, readonly SeedDocument[]][] = [
    ['brands', brandDocuments()],
    ['charters', CHARTER_SEED],
    ['programTypes', PROGRAM_TYPE_SEED],
    ['sites', SITE_SEED],
    ['sessions', leloSessionDocuments(today)],
    ['catalog', CATALOG_SEED],
    ['courses', leloOfferingDocuments(today)],
    ['templates', leloTemplateDocuments(today)],
    ['users', STAFF_USER_SEED],
    ['people', PEOPLE_SEED],
    // The local SIS's students, made from the demo registrations (services/sis/).
    ['sisStudents', await sisStudentDocuments(today)],
  ];
  const agreementTemplate = seedMasterAgreementTemplate();
  const changed = await Promise.all(
    sets.map(async ([name, documents]) => [name, await changedDocuments(name, documents)] as const),
  );
  const tasks = changed.flatMap(([name, documents]) => {
    const target = container(name);
    return documents.map((document) => () => target.items.upsert(document));
  });
  await runLimited(tasks, CONCURRENCY);
  const written = Object.fromEntries(changed.map(([name, documents]) => [name, documents.length]));
  console.info(
    JSON.stringify({
      event: 'seed.done',
      written,
      agreementTemplate: await agreementTemplate,
      interestListKeysBackfilled: await backfillInterestListKeys(),
      demoInterestsCreated: await seedDemoInterests(today),
      registrationListKeysBackfilled: await backfillRegistrationListKeys(),
      demoRegistrationsCreated: await seedDemoRegistrations(today),
      leloListKeysBackfilled: await backfillLeloListKeys(),
      ms: Date.now() - started,
    }),
  );
}
