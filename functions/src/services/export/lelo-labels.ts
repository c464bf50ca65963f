import type { LeloRegistrationRecord } from '@enroll/domain';

/**
 * What staff read for each stored field of a secondary enrollment, in the PDF and the sheet alike.
 * The stored 'pg' fields are the Parent's, `country` holds the County of residence, and `_uuid` is
 * the Registration ID.
 */
export const LELO_FIELD_LABELS = {
  _uuid: 'Registration ID',
  createdAt: 'Submit Date',
  status: 'Status',
  session_name: 'Session',
  permaLink: 'Session Link',
  charter: 'Charter',
  learningCenters: 'Site',
  siteId: 'Site ID',
  hasPreviouslyEnrolled: 'Previously Enrolled',
  firstName: 'First Name',
  middleName: 'Middle Name',
  lastName: 'Last Name',
  gender: 'Gender',
  birthDate: 'Birth Date',
  studentEmail: 'Student Email',
  studentPrimaryPhone: 'Student Primary Phone',
  studentPrimaryPhoneType: 'Student Primary Phone Type',
  pgRelationshipToStudent: 'Parent Relationship To Student',
  pgFirstName: 'Parent First Name',
  pgLastName: 'Parent Last Name',
  pgPrimaryEmail: 'Parent Primary Email',
  pgPrimaryPhone: 'Parent Primary Phone',
  pgPrimaryPhoneType: 'Parent Primary Phone Type',
  liveWithPg: 'Live With Parent',
  livingStatus: 'Living Status',
  street: 'Street',
  city: 'City',
  state: 'State',
  zip: 'ZIP',
  country: 'County',
  district: 'District',
  isMailingAddressTheSame: 'Mailing Address Same',
  mailingStreet: 'Mailing Street',
  mailingCity: 'Mailing City',
  mailingState: 'Mailing State',
  mailingZip: 'Mailing ZIP',
  gradeLevel: 'Grade Level',
  selectedCourseAgreements: 'Credits',
  studentName: 'Student Name',
  studentSignatureDate: 'Student Signature Date',
  parentName: 'Parent Name',
  parentSignatureDate: 'Parent Signature Date',
  fileName: 'Signed Agreement File',
} as const satisfies Partial<Record<keyof LeloRegistrationRecord, string>>;

export type LeloLabelledField = keyof typeof LELO_FIELD_LABELS;

/** 'Course 1' to 'Course 4': one column (or PDF row) per course of the agreement. */
export function leloCourseLabel(slot: number): string {
  return `Course ${slot}`;
}
