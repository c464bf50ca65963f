import { businessToday } from '@enroll/domain';
import type { ContainerName } from '../../data/containers.ts';
import {
  cosmosDocumentStore,
  type ImportDocument,
  planDocuments,
  writePlans,
} from '../../services/import/import-plan.ts';
import { formatOutcome, importRows } from '../../services/import/run-import.ts';
import { seedDemoInterests } from './demo-interests-seed.ts';
import { seedDemoRegistrations } from './demo-registrations-seed.ts';
import { backfillInterestListKeys } from './interest-list-keys-backfill.ts';
import { backfillLeloListKeys } from './lelo-list-keys-backfill.ts';
import { leloTemplateDocuments } from './lelo-templates-seed.ts';
import { seedMasterAgreementTemplate } from './master-agreement-template-seed.ts';
import { backfillRegistrationListKeys } from './registration-list-keys-backfill.ts';
import { seedReferenceRows } from './seed-reference-rows.ts';
import { sisStudentDocuments } from './sis-students-seed.ts';
import { seedZipPlace } from './sites-seed.ts';
import { PEOPLE_SEED } from './staff-seed.ts';

/**
 * Writes the demo reference data through the import's core (brands, charters, program types,
 * learning centers, the secondary enrollment (Lelo) sessions, catalog and course offerings, the staff
 * permissions), upserts the Lelo templates, the directory people and the local SIS, uploads the
 * master-agreement PDF template, and creates the demo interest entries that are missing. Ids are deterministic and documents equal to the stored ones are
 * skipped, so running it at every start never duplicates anything; the session dates follow the
 * seed day. The containers must exist (ensureContainers).
 */
export async function seedAll(): Promise<void> {
  const started = Date.now();
  const today = businessToday();
  // The reference data goes through the import's core: checked with the domain schemas like an
  // operator's files, then written where it differs from what is stored.
  const imported = await importRows(seedReferenceRows(today), {
    store: cosmosDocumentStore,
    zipPlace: seedZipPlace,
  });
  // Refused only by what is stored (a session a developer named like a demo one): the stack starts
  // with the data it has, and says why the demo data was not written.
  if (!imported.ok) console.error(`The demo data was not written:\n${formatOutcome(imported)}`);
  const sets: [ContainerName, readonly ImportDocument[]][] = [
    ['templates', leloTemplateDocuments(today)],
    ['people', PEOPLE_SEED],
    // The local SIS's students, made from the demo registrations (services/sis/).
    ['sisStudents', await sisStudentDocuments(today)],
  ];
  const agreementTemplate = seedMasterAgreementTemplate();
  // Documents equal to the stored ones are left alone, as by the import tool: a restart on the same day writes nothing.
  const plans = await Promise.all(
    sets.map(async ([name, documents]) => ({
      container: name,
      plan: planDocuments(await cosmosDocumentStore.readAll(name), documents),
    })),
  );
  await writePlans(cosmosDocumentStore, plans);
  const written = Object.fromEntries([
    ...(imported.ok ? imported.kinds : []).map((kind) => [
      kind.container,
      kind.created.length + kind.changed.length,
    ]),
    ...plans.map(({ container, plan }) => [container, plan.created.length + plan.changed.length]),
  ]);
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
