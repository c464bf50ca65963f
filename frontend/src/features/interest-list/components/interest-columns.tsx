import type { InterestListRow, InterestSortColumn } from '@enroll/domain';
import { ageText, INTEREST_SORT_COLUMNS, usDate } from '@enroll/domain';
import type { ReactNode } from 'react';
import { EmailText, type StaffColumn } from '../../../components/staff-table/index.ts';
import { factColumns } from '../../../components/staff-table/staff-list-screen.tsx';
import type { Translate } from '../../../i18n/use-translation.ts';

export function studentNameOf(row: InterestListRow): string {
  return `${row.studentFirstName} ${row.studentLastName}`.trim();
}

/** The facts a row shows, by column, in the table's order (the cards show the same). */
const INTEREST_FACTS: Record<InterestSortColumn, (row: InterestListRow) => ReactNode> = {
  createdAt: (row) => usDate(row.createdAt),
  status: (row) => row.status,
  learningCenterName: (row) => row.learningCenterName,
  studentName: studentNameOf,
  age: (row) => ageText(row.age),
  phone: (row) => row.phone,
  primaryEmail: (row) => <EmailText address={row.primaryEmail} />,
  lastContactDate: (row) => usDate(row.lastContactDate),
};

// The columns in their order: the domain's sortable columns.
const ORDER: readonly InterestSortColumn[] = INTEREST_SORT_COLUMNS;

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
  return factColumns(t, ORDER, INTEREST_FACTS);
}
