/** Tests only: secondary enrollment entries for the export tests (API and e2e), stored as the wizard stores them. */
import { randomUUID } from 'node:crypto';
import type { CourseOfferingRecord, LeloRegistrationRecord, OfferedCourse } from '@enroll/domain';
import { signedTestRecord } from '../../functions/test-support/lelo-fixtures.ts';
import { signaturePng } from '../../functions/test-support/png.ts';
import { leloEntries, leloListKeys, readLeloSession, signatureBlobs } from './lelo.ts';

export interface LeloEntryPlace {
  offering: CourseOfferingRecord;
  /** The courses the entry picked (of the offering). */
  courses: OfferedCourse[];
  /** Letters only: the last name of every entry of a run. */
  marker: string;
}

async function uploadPng(name: string): Promise<string> {
  await signatureBlobs.createIfNotExists();
  await signatureBlobs.getBlockBlobClient(name).uploadData(signaturePng(), {
    blobHTTPHeaders: { blobContentType: 'image/png' },
  });
  return `lelo-signatures/${name}`;
}

/**
 * A signed entry as the public wizard stores it (its signature PNGs uploaded), at the offering's site
 * in the active session, last name `marker` (the list's search finds it); `overrides` change any field.
 */
export async function storeLeloEntry(
  where: LeloEntryPlace,
  overrides: Partial<LeloRegistrationRecord>,
): Promise<LeloRegistrationRecord> {
  const { offering, courses, marker } = where;
  const id = randomUUID();
  const session = await readLeloSession();
  const now = new Date().toISOString();
  const record = signedTestRecord({
    id,
    _uuid: randomUUID(),
    createdAt: now,
    updatedAt: now,
    LeloRegistrationProfile: session.id,
    permaLink: session.permalink,
    session_name: session.name,
    charter: offering.charter,
    charter_id: offering.charter_id,
    learningCenter: offering.learningCenterName,
    learningCenters: offering.learningCenterName,
    siteId: offering.siteId,
    lastName: marker,
    studentEmail: `${marker}.${id.slice(0, 6)}@example.com`,
    pgLastName: marker,
    courses,
    selectedCourseAgreements: courses.map((course) => course.credits),
    studentName: `Ana ${marker}`,
    parentName: `Maria ${marker}`,
    studentSignatureBlob: await uploadPng(`${id}/signing-1/student.png`),
    parentSignatureBlob: await uploadPng(`${id}/signing-1/parent.png`),
    signedAt: now,
    evidence: null,
    ...overrides,
  });
  await leloEntries.items.create(leloListKeys.withLeloListKeys(record));
  return record;
}
