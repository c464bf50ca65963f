import {
  LELO_SORT_COLUMNS,
  type LeloListRow,
  type LeloSortColumn,
  type LeloStatus,
  usDate,
} from '@enroll/domain';
import type { ReactNode } from 'react';
import { EmailText, type StaffColumn } from '../../../components/staff-table/index.ts';
import { factColumns } from '../../../components/staff-table/staff-list-screen.tsx';
import type { Translate } from '../../../i18n/use-translation.ts';

export function studentNameOf(row: LeloListRow): string {
  return `${row.firstName} ${row.lastName}`.trim();
}

/** What each column shows of a row (the cards show the same facts). */
function facts(t: Translate): Record<LeloSortColumn, (row: LeloListRow) => ReactNode> {
  return {
    createdAt: (row) => usDate(row.createdAt),
    status: (row) => row.status,
    studentName: studentNameOf,
    learningCenter: (row) => row.learningCenters,
    phone: (row) => row.studentPrimaryPhone,
    email: (row) => <EmailText address={row.studentEmail} />,
    signedAgreement: (row) => (row.hasSignedAgreement ? t('signedAgreementYes') : t('signedAgreementNo')),
    permalink: (row) => row.permaLink,
  };
}

// The columns in their order: the domain's sortable columns.
const ORDER: readonly LeloSortColumn[] = LELO_SORT_COLUMNS;

/** The card's facts (the name is its title). */
export function leloCardFacts(status: LeloStatus): readonly LeloSortColumn[] {
  return ORDER.filter((id) => id !== 'studentName' && (status !== 'Active' || id !== 'signedAgreement'));
}

/**
 * The list view's columns, every one sortable on the server. The Active view has no Signed Agreement
 * column: an Active entry is not signed yet.
 */
export function leloColumns(t: Translate, status: LeloStatus): StaffColumn<LeloListRow, LeloSortColumn>[] {
  const order = ORDER.filter((id) => status !== 'Active' || id !== 'signedAgreement');
  return factColumns(t, order, facts(t));
}
