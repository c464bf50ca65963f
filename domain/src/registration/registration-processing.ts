/**
 * The bodies and answers of a primary registration's processing calls, shared by
 * the functions and their fetchers. Each write also sends If-Match with the registration's ETag and
 * answers the saved registration with its new ETag (like GET /api/registration/{id}).
 */
import * as z from 'zod/mini';
import { RECORD_ID_PATTERN } from '../shared/ids.ts';
import { requiredTextField } from '../shared/text-fields.ts';
import { type StaffListPage, staffListFilterFields, staffListPageFields } from '../staff/staff-list.ts';
import type { EnrollmentTypeLabel } from './enrollment-type.ts';
import { orientationChoiceSchema } from './orientation.ts';
import type { RegistrationStatus } from './registration-record.ts';
import { MATCH_ACTION_NAMES } from './student-match.ts';

export const PROCESSING_NOTES_MAX = 1000;
const SIS_ID_MAX = 50;

const sisId = requiredTextField(SIS_ID_MAX, 'registration.match.invalid', 'registration.match.invalid');

/**
 * PUT /api/registration/status/{id}: one processing step. 'studentMatched' names the SIS student by its
 * charter and local id; the server finds it again among the registration's matches (a student that is
 * not a match is a 400 on `student`) and stores what the SIS says, not what the browser sent.
 */
export const registrationStatusChangeSchema = z.discriminatedUnion('change', [
  z.object({
    change: z.literal('studentMatched'),
    sisCharter: sisId,
    sisLocalId: sisId,
    action: z.enum(MATCH_ACTION_NAMES, 'registration.match.action.required'),
  }),
  z.object({ change: z.literal('noMatchFound') }),
  z.object({ change: z.literal('orientationScheduled'), orientation: orientationChoiceSchema }),
  z.object({ change: z.literal('orientationConfirmed') }),
  z.object({ change: z.literal('reactivated') }),
]);
export type RegistrationStatusChange = z.output<typeof registrationStatusChangeSchema>;

/** A program key of the special program list (letters and digits, e.g. 'fiveZeroFour', 'iep'). */
const PROGRAM_KEY = /^[A-Za-z][A-Za-z0-9]{0,39}$/;

/**
 * PUT /api/registration/add-special-programs/{id} ('Add Special Programs'): each listed program's
 * tri-state (keys must be programs of GET /api/programTypes) and the description (5-row textarea).
 */
export const specialProgramsRequestSchema = z.object({
  programList: z
    .record(
      z.string().check(z.regex(PROGRAM_KEY, 'registration.programs.invalid')),
      z.union([z.literal('unchecked'), z.boolean()], 'registration.programs.invalid'),
    )
    .check(z.refine((value) => Object.keys(value).length <= 40, 'registration.programs.invalid')),
  programDescription: z._default(
    z
      .string('registration.value.invalid')
      .check(z.trim(), z.maxLength(PROCESSING_NOTES_MAX, 'registration.notes.max')),
    '',
  ),
});
export type SpecialProgramsRequest = z.output<typeof specialProgramsRequestSchema>;

/** PUT /api/registration/terminate/{id} ('Terminate Enrollment'): the reason, required. */
export const terminateRequestSchema = z.object({
  notes: requiredTextField(
    PROCESSING_NOTES_MAX,
    'registration.notes.max',
    'registration.termination.required',
  ),
});
export type TerminateRequest = z.output<typeof terminateRequestSchema>;

export const BATCH_STATUS_MAX = 100;

/**
 * PATCH /api/registration/batch-status-update ('Set to Completed Orientation'): the selected rows,
 * each with the ETag it was listed with. Each row is completed on its own, all or nothing for that row.
 */
export const batchStatusUpdateSchema = z.object({
  selectedItems: z
    .array(
      z.object({
        id: z.string('id.invalid').check(z.regex(RECORD_ID_PATTERN, 'id.invalid')),
        etag: z
          .string('registration.ifMatch.required')
          .check(
            z.minLength(1, 'registration.ifMatch.required'),
            z.maxLength(100, 'registration.ifMatch.required'),
          ),
      }),
    )
    .check(
      z.minLength(1, 'registration.batch.empty'),
      z.maxLength(BATCH_STATUS_MAX, 'registration.batch.max'),
      z.refine(
        (items) => new Set(items.map((item) => item.id)).size === items.length,
        'registration.batch.duplicate',
      ),
    ),
});
export type BatchStatusUpdateRequest = z.output<typeof batchStatusUpdateSchema>;

/** One row's outcome: completed, or why not (the message is the domain's, for the screen). */
export type BatchRowOutcome = 'completed' | 'conflict' | 'notFound' | 'illegal';
export interface BatchRowResult {
  id: string;
  outcome: BatchRowOutcome;
  /** The student's first and last name for "{name}'s Enrollment Completed" ('' when not found). */
  studentName: string;
  message: string;
}
export interface BatchStatusUpdateResponse {
  results: BatchRowResult[];
}

/** A special program of the 'Add Special Programs' list: its stored key and its label ('504', 'IEP' …). */
export interface SpecialProgram {
  key: string;
  label: string;
}
/** GET /api/programTypes (staff). */
export interface SpecialProgramsResponse {
  data: SpecialProgram[];
}

/** A row of GET /api/registration/orientations (the 'Scheduled Orientations' table). */
export interface ScheduledOrientationRow {
  id: string;
  charter_id: string;
  /** For the batch update's per-row If-Match. */
  etag: string;
  orientationType: 'VIRTUAL' | 'LIVE';
  /** 'Virtual', or the orientation time's text before ' - ' (orientationListTime). */
  orientationDate: string;
  status: RegistrationStatus;
  learningCenterName: string;
  enrollment: EnrollmentTypeLabel;
  firstName: string;
  lastName: string;
  /** Whole years today (business time zone); null when the stored birth date is not a valid date. */
  age: number | null;
  /** Labels of the programs set to true ('504', 'CTE' …). */
  programs: string[];
}

/**
 * The sortable columns of /scheduled-orientations: Orientation Date (live ones by date, virtual ones
 * last), Status, Learning Center, Enrollment, Student Name, Age. Unsorted: soonest orientation first.
 */
export const ORIENTATION_SORT_COLUMNS = [
  'orientationDate',
  'status',
  'learningCenterName',
  'enrollmentType',
  'studentName',
  'age',
] as const;
export type OrientationSortColumn = (typeof ORIENTATION_SORT_COLUMNS)[number];

/**
 * GET /api/registration/orientations: the registrations whose status is 'Orientation Scheduled' or
 * 'Virtual Orientation Sent' (SCHEDULED_ORIENTATION_STATUSES), of the caller's charters.
 */
export const orientationListQuerySchema = z.object(
  staffListPageFields(staffListFilterFields({}, ORIENTATION_SORT_COLUMNS)),
);
export type OrientationListQuery = z.output<typeof orientationListQuerySchema>;
export type OrientationListPage = StaffListPage<ScheduledOrientationRow>;
