import { randomUUID } from 'node:crypto';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  buildRegistrationRecord,
  type RegistrationDraft,
  type RegistrationRecord,
  type Site,
} from '@enroll/domain';
import { completeDraft } from '../../domain/test-support/registration-drafts.ts';
import { birthDateYearsAgo } from './dates.ts';
import { db, deleteStored } from './local-stack.ts';

/**
 * Registrations for the staff tests, stored straight in Cosmos with the app's own list keys (loaded
 * by path: the tests project does not compile functions/), so a seeded registration searches and
 * sorts like one the app stored itself. Place them with siteOf / siteOfNobody of
 * interest-write-fixtures.ts.
 */
const listKeys = (await import(
  pathToFileURL(join(resolve(import.meta.dirname, '../..'), 'functions/src/data/registration-list-keys.ts'))
    .href
)) as { withRegistrationListKeys(record: RegistrationRecord): RegistrationRecord };

export const registrations = db.container('registrations');

export type StoredRegistrationDocument = RegistrationRecord & { _etag: string };

/** A complete long-flow draft of a 15-year-old with a unique last name ('Reg{marker}'). */
export function registrationDraft(
  marker: string,
  overrides: Partial<RegistrationDraft> = {},
): RegistrationDraft {
  return completeDraft({ lastName: `Reg${marker}`, birthDate: birthDateYearsAgo(15), ...overrides });
}

/**
 * Stores a registration at `site` built by the domain (the public wizard's record) with `overrides`
 * applied on top (status, levels, registerForIntercession, createdAt …); answers its stored document.
 */
export async function seedRegistration(
  site: Site,
  marker: string,
  overrides: Partial<RegistrationRecord> = {},
  draft: Partial<RegistrationDraft> = {},
): Promise<StoredRegistrationDocument> {
  const id = randomUUID();
  const record = {
    ...buildRegistrationRecord(
      registrationDraft(marker, draft),
      site,
      { id, uuid: randomUUID() },
      new Date(),
    ),
    ...overrides,
  };
  const { resource } = await registrations.items.create(listKeys.withRegistrationListKeys(record));
  if (!resource) throw new Error('registration not stored');
  return resource as StoredRegistrationDocument;
}

/** Deletes seeded registrations (one already gone is fine). */
export function deleteRegistrations(records: readonly { id: string }[]): Promise<void> {
  return deleteStored(registrations, records);
}

/** The stored registration (with its ETag), or null. */
export async function readRegistration(id: string): Promise<StoredRegistrationDocument | null> {
  const { resource } = await registrations.item(id, id).read<StoredRegistrationDocument>();
  return resource ?? null;
}
