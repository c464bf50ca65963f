import type { RegistrationListRow, RegistrationSortColumn } from '@enroll/domain';
import { ageText, REGISTRATION_SORT_COLUMNS, usDate } from '@enroll/domain';
import type { ReactNode } from 'react';
import { EmailText, type StaffColumn } from '../../../components/staff-table/index.ts';
import { factColumns } from '../../../components/staff-table/staff-list-screen.tsx';
import type { Translate } from '../../../i18n/use-translation.ts';

export function studentNameOf(row: RegistrationListRow): string {
  return `${row.firstName} ${row.lastName}`.trim();
}

/** The facts a row shows, by column, in the table's order (the cards show the same). */
const REGISTRATION_FACTS: Record<RegistrationSortColumn, (row: RegistrationListRow) => ReactNode> = {
  createdAt: (row) => usDate(row.createdAt),
  status: (row) => row.status,
  learningCenterName: (row) => row.learningCenterName,
  enrollmentType: (row) => row.enrollmentType,
  studentName: studentNameOf,
  age: (row) => ageText(row.age),
  phone: (row) => row.studentPrimaryPhone,
  email: (row) => <EmailText address={row.studentEmail} />,
};

// The columns in their order: the domain's sortable columns (Submit Date, Status, Learning Center,
// Enrollment, Student Name, Age, Phone, Email).
const ORDER: readonly RegistrationSortColumn[] = REGISTRATION_SORT_COLUMNS;

// The name is the card's title; then the spec's card facts in its order: age, submit date, status,
// enrollment type, site, phone, email.
export const REGISTRATION_CARD_FACTS: readonly RegistrationSortColumn[] = [
  'age',
  'createdAt',
  'status',
  'enrollmentType',
  'learningCenterName',
  'phone',
  'email',
];

/** The list view's columns: every one sortable with the spec's cycle (the server sorts). */
export function registrationColumns(
  t: Translate,
): StaffColumn<RegistrationListRow, RegistrationSortColumn>[] {
  return factColumns(t, ORDER, REGISTRATION_FACTS);
}
