import {
  ageText,
  ORIENTATION_SORT_COLUMNS,
  type OrientationSortColumn,
  type ScheduledOrientationRow,
} from '@enroll/domain';
import type { StaffColumn } from '../../../components/staff-table/index.ts';
import { factColumns } from '../../../components/staff-table/staff-list-screen.tsx';
import type { Translate } from '../../../i18n/use-translation.ts';
import { ViewLink } from './view-link.tsx';

/** The table's columns: the sortable ones of the server, then Programs and the View link. */
export type OrientationColumn = OrientationSortColumn | 'programs' | 'view';

export function studentNameOf(row: ScheduledOrientationRow): string {
  return `${row.firstName} ${row.lastName}`.trim();
}

/** Where a row's View link (and a click on the row) goes: the registration's detail. */
export function registrationPathOf(row: ScheduledOrientationRow): string {
  return `/registration-forms/${encodeURIComponent(row.id)}`;
}

/** The facts a row shows, by column (the cards show the same). */
const FACTS: Record<Exclude<OrientationColumn, 'view'>, (row: ScheduledOrientationRow) => string> = {
  // The server words it as the spec does: 'Virtual', or the orientation time's text before ' - '.
  orientationDate: (row) => row.orientationDate,
  status: (row) => row.status,
  learningCenterName: (row) => row.learningCenterName,
  enrollmentType: (row) => row.enrollment,
  studentName: studentNameOf,
  age: (row) => ageText(row.age),
  programs: (row) => row.programs.join(', '),
};

// The column order: the server's sortable columns in their order, then Programs.
const ORDER: readonly Exclude<OrientationColumn, 'view'>[] = [...ORIENTATION_SORT_COLUMNS, 'programs'];

const SORTABLE: ReadonlySet<OrientationColumn> = new Set<OrientationColumn>(ORIENTATION_SORT_COLUMNS);

// The name is the card's title; the card shows the other facts in the table's order.
export const ORIENTATION_CARD_FACTS: readonly OrientationColumn[] = [
  'orientationDate',
  'status',
  'learningCenterName',
  'enrollmentType',
  'age',
  'programs',
];

/** The list view's columns: the server sorts the spec's six with its cycle; Programs and View do not sort. */
export function orientationColumns(t: Translate): StaffColumn<ScheduledOrientationRow, OrientationColumn>[] {
  return [
    ...factColumns(t, ORDER, FACTS, (id) => SORTABLE.has(id)),
    {
      id: 'view',
      header: t('columns.view'),
      render: (row) => (
        <ViewLink
          to={registrationPathOf(row)}
          text={t('view')}
          label={t('viewLabel', { name: studentNameOf(row) })}
        />
      ),
    },
  ];
}
