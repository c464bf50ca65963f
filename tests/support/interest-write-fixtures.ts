import { randomUUID } from 'node:crypto';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  buildStaffInterestEntry,
  type InterestEntry,
  interestPersonOf,
  type Site,
  staffInterestCreateSchema,
} from '@enroll/domain';
import { birthDateYearsAgo } from './dates.ts';
import { db, documentsWhere } from './local-stack.ts';
import { type ApiResult, callAs, STAFF } from './staff-auth.ts';

/**
 * Interest entries for the staff tests, stored straight in Cosmos, and the seeded staff's charters and
 * sites to place them in.
 */

/**
 * The Functions app's own list keys (loaded by path: the tests project does not compile functions/),
 * so a seeded entry searches and sorts like one the app stored itself.
 */
const listKeys = (await import(
  pathToFileURL(join(resolve(import.meta.dirname, '../..'), 'functions/src/data/interest-list-keys.ts')).href
)) as { withInterestListKeys(entry: InterestEntry): InterestEntry };
export const interests = db.container('interests');
export const interestNotes = db.container('interestNotes');
export const auditLog = db.container('auditLog');
export const registrationTransfers = db.container('registrationTransfers');

export type StoredEntry = InterestEntry & { _etag: string };

/** The charter ids of a seeded staff member (from their stored permission). */
export async function charterIdsOf(email: string): Promise<string[]> {
  const { resources } = await db
    .container('users')
    .items.query<{ charterAssignments: { _id: string }[] }>({
      query: 'SELECT c.charterAssignments FROM c WHERE c.azureID = @email',
      parameters: [{ name: '@email', value: email }],
    })
    .fetchAll();
  return (resources[0]?.charterAssignments ?? []).map((charter) => charter._id);
}

let sitesCache: Site[] | null = null;
async function allSites(): Promise<Site[]> {
  sitesCache ??= (await db.container('sites').items.readAll<Site>().fetchAll()).resources;
  return sitesCache;
}

/** A seeded site of `charterId`. */
export async function siteOf(charterId: string, index = 0): Promise<Site> {
  const sites = (await allSites()).filter((site) => site.charter.id === charterId);
  const site = sites[index] ?? sites[0];
  if (!site) throw new Error(`no seeded site of charter ${charterId}`);
  return site;
}

/** The first learning center of a charter of `email` whose name matches `charter` (/flex/i, /holston/i). */
export async function siteOfCharterMatching(email: string, charter: RegExp): Promise<Site> {
  for (const charterId of await charterIdsOf(email)) {
    const site = await siteOf(charterId);
    if (charter.test(site.charter.name)) return site;
  }
  throw new Error(`${email} has no charter matching ${charter}`);
}

/** A seeded site of a charter that none of the Admin, the Contributor and the User has. */
export async function siteOfNobody(): Promise<Site> {
  const taken = new Set([
    ...(await charterIdsOf(STAFF.admin)),
    ...(await charterIdsOf(STAFF.contributor)),
    ...(await charterIdsOf(STAFF.user)),
  ]);
  const site = (await allSites()).find((candidate) => !taken.has(candidate.charter.id));
  if (!site) throw new Error('every seeded charter is assigned to a non-Super-Admin');
  return site;
}

/** The Add Interest body of a 15-year-old at `site`, with a unique last name. */
export function staffInterestBody(site: Site, marker: string) {
  return {
    learningCenterId: site.id,
    studentFirstName: 'Ana',
    studentLastName: `Test${marker}`,
    birthDate: birthDateYearsAgo(15),
    gradeLevel: '10',
    parentRelationship: 'Parent',
    parentFirstName: 'Rosa',
    parentLastName: 'Reyes',
    primaryEmail: `ana.${marker}@example.com`,
    phone: '661-555-0134',
    country: 'United States of America',
    street1: '1 Main St',
    city: 'Lancaster',
    state: 'CA',
    zipCode: '93535',
    sameAddress: true,
  };
}

/** An interest entry's mailing address when it is not the same: a PO box in Lancaster. */
export const PO_BOX_MAILING = {
  sameAddress: false,
  mailingStreet1: 'PO Box 7',
  mailingCity: 'Lancaster',
  mailingState: 'CA',
  mailingCountry: 'United States of America',
  mailingZipCode: '93534',
} as const;

/** An adult's interest entry: no parent, the mailing address the same. */
export const ADULT_WITHOUT_PARENT = {
  parentRelationship: '',
  parentFirstName: '',
  parentLastName: '',
  sameAddress: true,
} as const;

/** A unique marker of letters only (names accept letters, spaces, apostrophes, hyphens and periods). */
export function letterMarker(): string {
  return randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 8)
    .padEnd(8, 'x');
}

/**
 * Stores an entry at `site` as staff Add Interest would (the body of staffInterestBody with `marker`,
 * then `overrides`, with its list keys) and answers it with its ETag.
 */
export async function seedInterest(
  site: Site,
  overrides: Partial<InterestEntry> = {},
  marker = letterMarker(),
): Promise<StoredEntry> {
  const entry: InterestEntry = {
    ...buildStaffInterestEntry(
      staffInterestCreateSchema.parse(staffInterestBody(site, marker)),
      site,
      { id: randomUUID(), uuid: randomUUID() },
      'seed@learn4life.example',
      new Date(),
    ),
    ...overrides,
  };
  const { resource } = await interests.items.create(listKeys.withInterestListKeys(entry));
  if (!resource) throw new Error('seedInterest: nothing stored');
  return resource as StoredEntry;
}

export async function readStored(id: string): Promise<StoredEntry | null> {
  const { resource } = await interests.item(id, id).read<StoredEntry>();
  return resource ?? null;
}

export async function notesOf(interestId: string): Promise<{ id: string; timestamp: string }[]> {
  const { resources } = await interestNotes.items
    .query<{ id: string; timestamp: string }>({
      query: 'SELECT c.id, c.timestamp FROM c WHERE c.interestId = @id',
      parameters: [{ name: '@id', value: interestId }],
    })
    .fetchAll();
  return resources;
}

export function auditRecordsOf(entryId: string): Promise<Record<string, unknown>[]> {
  return documentsWhere(auditLog, 'entryId', entryId);
}

export function transfersOf(interestId: string): Promise<Record<string, unknown>[]> {
  return documentsWhere(registrationTransfers, 'interestId', interestId);
}

/** POST /api/enrollment/{id}/transfer as `who`: 'Transfer to Registration Form' of the entry `id`. */
export function transferInterest(who: string, id: string): Promise<ApiResult> {
  return callAs(who, `/api/enrollment/${id}/transfer`, { method: 'POST', body: {} });
}

/** The Edit Interest body of a stored entry (as the edit screen would send it back unchanged). */
export function editBodyOf(entry: InterestEntry) {
  return {
    charter_id: entry.charter_id,
    learningCenterId: entry.learningCenterId,
    ...interestPersonOf(entry),
    street1: entry.street1,
    street2: entry.street2,
    city: entry.city,
    state: entry.state,
    region: entry.region,
    country: entry.country,
    zipCode: entry.zipCode,
    sameAddress: entry.sameAddress,
  };
}
