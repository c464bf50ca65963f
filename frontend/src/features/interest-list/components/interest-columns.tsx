import type { InterestListRow, InterestSortColumn } from '@enroll/domain';
import { ageText, usDate } from '@enroll/domain';
import { EmailText, type StaffColumn } from '../../../components/staff-table/index.ts';
import type { Translate } from '../../../i18n/use-translation.ts';

export function studentNameOf(row: InterestListRow): string {
  return `${row.studentFirstName} ${row.studentLastName}`.trim();
}

/** The facts a row shows, by column, in the table's order (the cards show the same). */
const INTEREST_FACTS: Record<InterestSortColumn, (row: InterestListRow) => string> = {
  createdAt: (row) => usDate(row.createdAt),
  status: (row) => row.status,
  learningCenterName: (row) => row.learningCenterName,
  studentName: studentNameOf,
  age: (row) => ageText(row.age),
  phone: (row) => row.phone,
  primaryEmail: (row) => row.primaryEmail,
  lastContactDate: (row) => usDate(row.lastContactDate),
};

const ORDER: readonly InterestSortColumn[] = [
  'createdAt',
  'status',
  'learningCenterName',
  'studentName',
  'age',
  'phone',
  'primaryEmail',
  'lastContactDate',
];

// The name is the card's title; the other facts follow as in the table.
export const INTEREST_CARD_FACTS: readonly InterestSortColumn[] = [
  'age',
  'createdAt',
  'status',
  'learningCenterName',
  'phone',
  'primaryEmail',
  'lastContactDate',
];

/** The list view's columns: every one sortable with the spec's cycle (the server sorts). */
export function interestColumns(t: Translate): StaffColumn<InterestListRow, InterestSortColumn>[] {
  return ORDER.map((id) => ({
    id,
    header: t(`columns.${id}`),
    render: id === 'primaryEmail' ? (row) => <EmailText address={row.primaryEmail} /> : INTEREST_FACTS[id],
    sortable: true,
  }));
}
