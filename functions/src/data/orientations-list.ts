import type { CharterScope } from '@enroll/domain';
import {
  ageOn,
  chosenProgramLabels,
  enrollmentTypeLabel,
  type OrientationListQuery,
  type OrientationSortColumn,
  orientationListTime,
  type ProgramState,
  type RegistrationRecord,
  SCHEDULED_ORIENTATION_STATUSES,
  type ScheduledOrientationRow,
} from '@enroll/domain';
import { keysetList, staffListWhere, type WhereClause } from './keyset-list.ts';
import type { RegistrationListSortKey } from './registration-list-keys.ts';

/**
 * The one scoped query of /scheduled-orientations: the registrations waiting for their orientation
 * ('Orientation Scheduled', 'Virtual Orientation Sent') of the caller's charters, keyset-paged like
 * /registration-forms (same container, same list keys). Unsorted, the soonest live orientation comes
 * first and the virtual ones after (their key 'virtual' sorts after every date).
 */

function whereOf(filters: OrientationListQuery, scope: CharterScope, today: string): WhereClause {
  const statuses = SCHEDULED_ORIENTATION_STATUSES.map((status) => `'${status}'`).join(', ');
  return staffListWhere({ scope, view: [`c.status IN (${statuses})`], search: filters.search }, today);
}

const ROW_FIELDS = [
  'id',
  'charter_id',
  '_etag',
  'orientationType',
  'orientationTime',
  'status',
  'learningCenterName',
  'registerForIntercession',
  'firstName',
  'lastName',
  'birthDate',
  'programs',
] as const;

type RowField = (typeof ROW_FIELDS)[number];

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function programsOf(value: unknown): Record<string, ProgramState> {
  return typeof value === 'object' && value !== null ? (value as Record<string, ProgramState>) : {};
}

/** One table row of a stored registration (the ETag is the one a batch row sends back). */
export function scheduledOrientationRow(
  document: Record<RowField, unknown>,
  today: string,
): ScheduledOrientationRow {
  const orientationType = document.orientationType === 'VIRTUAL' ? 'VIRTUAL' : 'LIVE';
  return {
    id: text(document.id),
    charter_id: text(document.charter_id),
    etag: text(document._etag),
    orientationType,
    orientationDate: orientationListTime({
      orientationType,
      orientationTime: text(document.orientationTime),
    }),
    status: text(document.status) as RegistrationRecord['status'],
    learningCenterName: text(document.learningCenterName),
    enrollment: enrollmentTypeLabel({ registerForIntercession: document.registerForIntercession === true }),
    firstName: text(document.firstName),
    lastName: text(document.lastName),
    // A registration's birth date is required; a malformed stored one shows no age rather than failing the page.
    age: ageOn(text(document.birthDate), today),
    programs: chosenProgramLabels(programsOf(document.programs)),
  };
}

const orientationList = keysetList<
  OrientationSortColumn,
  RegistrationListSortKey,
  OrientationListQuery,
  RowField,
  ScheduledOrientationRow,
  RegistrationRecord
>({
  container: 'registrations',
  batchSize: 500,
  defaultKey: 'orientationDate',
  defaultDirection: 'asc',
  sortKeys: {
    orientationDate: 'orientationDate',
    status: 'status',
    learningCenterName: 'learningCenter',
    enrollmentType: 'enrollmentType',
    studentName: 'studentName',
    age: 'birthDate',
  },
  reversed: ['age'],
  rowFields: ROW_FIELDS,
  where: whereOf,
  toRow: scheduledOrientationRow,
});

/** One page of GET /api/registration/orientations; the total only on the first page (no cursor). */
export const listOrientationPage = orientationList.page;
/** How many scheduled orientations the search and scope match. */
export const countOrientations = orientationList.count;
