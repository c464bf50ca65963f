/**
 * The DASS history questions (their wording and thresholds as families are asked them) as data, so the
 * wizard, the staff form and the PDF export ask and print the same thing.
 */
import type { RegistrationTextField, RegistrationYesNoField } from './registration-draft.ts';

export interface DassFollowUp {
  /** 'Which school?' */
  school: RegistrationTextField;
  /** 'What year?' (free text). */
  year: RegistrationTextField;
}

export interface DassQuestion {
  key: string;
  field: RegistrationYesNoField;
  /** English question text; the thresholds are the spec's. */
  question: string;
  /** School and year asked (and required) when the answer is yes. */
  followUp: DassFollowUp | null;
}

export const DASS_FOLLOW_UP_LABELS = { school: 'Which school?', year: 'What year?' } as const;

export const DASS_QUESTIONS: readonly DassQuestion[] = [
  {
    key: 'expelled',
    field: 'beenExpelled',
    question: 'Has the student ever been expelled?',
    followUp: { school: 'expelledFromWhichSchool', year: 'expelledWhatYear' },
  },
  {
    key: 'suspended',
    field: 'beenSuspended',
    question: 'Has the student ever been suspended for more than 10 days?',
    followUp: { school: 'suspendedFromWhichSchool', year: 'suspendedWhatYear' },
  },
  {
    key: 'probation',
    field: 'onProbation',
    question: 'Is the student currently on probation?',
    followUp: null,
  },
  {
    key: 'parentOrExpecting',
    field: 'isParentOrExpecting',
    question: 'Is the student a parent or expecting a child?',
    followUp: null,
  },
  {
    key: 'unexcusedAbsences',
    field: 'moreThanThreeUnexcusedAbsences',
    question: 'Has the student had more than 3 unexcused absences in the current or last school year?',
    followUp: null,
  },
  {
    key: 'late',
    field: 'lateToSchoolMoreThanThreeTimes',
    question: 'Has the student been 30 minutes or more late to school 3 or more times?',
    followUp: null,
  },
  {
    key: 'orderedToAttend',
    field: 'orderedToAttendSchool',
    question: 'Has the student been ordered by a court or an agency to attend school?',
    followUp: { school: 'orderedToAttendWhichSchool', year: 'orderedToAttendWhatYear' },
  },
  {
    key: 'retained',
    field: 'retainedMoreThanOnce',
    question: 'Has the student been retained more than once in grades K-8?',
    followUp: { school: 'retainedFromWhichSchool', year: 'retainedFromWhatYear' },
  },
  {
    key: 'droppedOut',
    field: 'droppedOutOfSchool',
    question: 'Has the student ever dropped out of school?',
    followUp: { school: 'droppedOutFromWhichSchool', year: 'droppedOutFromWhatYear' },
  },
  {
    key: 'behindInCredits',
    field: 'behindSemesterInCredits',
    question: 'Is the student one semester or more behind in credits?',
    followUp: null,
  },
  {
    key: 'outOfSchool',
    field: 'outOfSchoolMoreThanFortyFiveDays',
    question: 'Has the student been out of school for 45 days or more?',
    followUp: null,
  },
  {
    key: 'moreThanTwoSchools',
    field: 'expelledMoreThanTwoSchoolsPastYear',
    question: 'Has the student attended more than 2 schools in the past year?',
    followUp: null,
  },
  { key: 'fosterCare', field: 'fosterCare', question: 'Is the student in foster care?', followUp: null },
  {
    key: 'homelessness',
    field: 'youthExperiencingHomelessness',
    question: 'Is the student a youth experiencing homelessness?',
    followUp: null,
  },
];
