/** Tests only: secondary enrollment entries for the export tests (API and e2e), stored as the wizard stores them. */
import { randomUUID } from 'node:crypto';
import type { CourseOfferingRecord, LeloRegistrationRecord, OfferedCourse } from '@enroll/domain';
import { signaturePng } from '../../functions/src/services/lelo/test-png.ts';
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
  const record: LeloRegistrationRecord = {
    id,
    _uuid: randomUUID(),
    status: 'Signed',
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    LeloRegistrationProfile: session.id,
    permaLink: session.permalink,
    session_name: session.name,
    charter: offering.charter,
    charter_id: offering.charter_id,
    learningCenter: offering.learningCenterName,
    learningCenters: offering.learningCenterName,
    siteId: offering.siteId,
    hasPreviouslyEnrolled: 'No',
    firstName: 'Ana',
    middleName: '',
    lastName: marker,
    gender: 'Female',
    birthDate: '2010-03-15',
    studentEmail: `${marker}.${id.slice(0, 6)}@example.com`,
    studentPrimaryPhone: '661-555-0101',
    studentPrimaryPhoneType: 'Cell',
    pgRelationshipToStudent: 'Mother',
    pgFirstName: 'Maria',
    pgLastName: marker,
    pgPrimaryEmail: 'maria.parent@example.com',
    pgPrimaryPhone: '661-555-0102',
    pgPrimaryPhoneType: 'Cell',
    liveWithPg: 'Yes',
    livingStatus: 'Home',
    street: '1 Main St',
    city: 'Lancaster',
    state: 'California',
    zip: '93534',
    country: 'Los Angeles',
    district: 'Antelope Valley',
    isMailingAddressTheSame: 'Yes',
    mailingStreet: '',
    mailingCity: '',
    mailingState: '',
    mailingZip: '',
    gradeLevel: '9',
    notes: '',
    courses,
    selectedCourseAgreements: courses.map((course) => course.credits),
    understood1: true,
    understood2: true,
    studentName: `Ana ${marker}`,
    studentSignatureDate: '2026-05-04',
    parentName: `Maria ${marker}`,
    parentSignatureDate: '2026-05-04',
    studentSignatureBlob: await uploadPng(`${id}/signing-1/student.png`),
    parentSignatureBlob: await uploadPng(`${id}/signing-1/parent.png`),
    signedAt: new Date().toISOString(),
    evidence: null,
    signedWithKey: null,
    uploadedUrl: null,
    fileName: null,
    agreementGeneratedAt: null,
    ...overrides,
  };
  await leloEntries.items.create(leloListKeys.withLeloListKeys(record));
  return record;
}
