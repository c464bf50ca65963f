import {
  ageOn,
  DASS_FOLLOW_UP_LABELS,
  DASS_QUESTIONS,
  enrollmentTypeLabel,
  programLabel,
  programStateText,
  progressStepOf,
  REGISTRATION_PROGRESS_STEPS,
  type RegistrationField,
  type RegistrationRecord,
  SIS_MATCH_HEADING,
  sisMatchLines,
  usDate,
} from '@enroll/domain';
import { safeFileName } from './file-name.ts';
import {
  buildStaffPdf,
  type PdfRow,
  type PdfSection,
  pdfRow as row,
  sectionHasAnswers,
} from './pdf-document.ts';
import {
  FOLLOW_UP_FIELDS,
  REGISTRATION_FIELD_GROUPS,
  REGISTRATION_FIELD_LABELS,
  type RegistrationFieldGroup,
  registrationAnswerText,
} from './registration-fields.ts';

type NamedRecord = Pick<RegistrationRecord, 'firstName' | 'lastName'>;

/** 'Enrollment Registration Form of {first} {last}'. */
export function registrationPdfTitle(record: NamedRecord): string {
  return `Enrollment Registration Form of ${record.firstName} ${record.lastName}`.trim();
}

/** '{first} {last}_RegistrationForm.pdf', safe for any file system. */
export function registrationPdfFileName(record: NamedRecord): string {
  return safeFileName(`${record.firstName} ${record.lastName}_RegistrationForm.pdf`, 'Registration');
}

/** The DASS rows print the questions as the family was asked them (the domain's DASS_QUESTIONS). */
const DASS_LABELS: Partial<Record<RegistrationField, string>> = Object.fromEntries(
  DASS_QUESTIONS.flatMap((question) => [
    [question.field, question.question],
    ...(question.followUp
      ? [
          [question.followUp.school, DASS_FOLLOW_UP_LABELS.school],
          [question.followUp.year, DASS_FOLLOW_UP_LABELS.year],
        ]
      : []),
  ]),
);

/**
 * The rows of one answer group: a follow-up question only when it was answered (it was not asked
 * otherwise); the age after the birth date.
 */
function answerRows(record: RegistrationRecord, group: RegistrationFieldGroup, today: string): PdfRow[] {
  const rows: PdfRow[] = [];
  for (const field of REGISTRATION_FIELD_GROUPS[group]) {
    const text = registrationAnswerText(record, field);
    if (FOLLOW_UP_FIELDS.has(field) && text.trim() === '') continue;
    rows.push(row(DASS_LABELS[field] ?? REGISTRATION_FIELD_LABELS[field], text));
    if (field === 'birthDate') rows.push(row('Age', ageOn(record.birthDate, today) ?? record.age));
  }
  return rows;
}

function learningCenterSection(record: RegistrationRecord): PdfSection {
  const rows = [
    row('Learning Center', record.learningCenterName),
    row('Charter', record.learningCenterCharter),
    row('Address', record.learningCenterAddress),
    row('Registration ID', record._uuid),
    row('Submit Date', usDate(record.createdAt || record.submittedAt)),
    row('Status', record.status),
    row('Enrollment', enrollmentTypeLabel(record)),
    row('Progress', REGISTRATION_PROGRESS_STEPS[progressStepOf(record)]),
  ];
  // The orientation only once one is set (it comes with processing).
  if (record.orientationType) {
    rows.push(
      row('Orientation', record.orientationType === 'VIRTUAL' ? 'Virtual' : 'Live'),
      row('Orientation Time', record.orientationTime),
    );
    if (record.orientationLink) rows.push(row('Orientation Link', record.orientationLink));
  }
  return { heading: 'Learning Center Information', rows };
}

function notesSection(record: RegistrationRecord): PdfSection {
  const rows = [row('Registration Notes', record.generalRegistrationNotes)];
  if (record.terminationNotes?.trim()) rows.push(row('Termination Notes', record.terminationNotes));
  return { heading: 'Registration Notes', rows };
}

/** The student-information-system match chosen in Process Registration (or that none was found). */
function sisMatchSection(record: RegistrationRecord): PdfSection {
  return {
    heading: SIS_MATCH_HEADING,
    rows: sisMatchLines(record.selectedStudent).map((line) => row(line.label, line.value)),
  };
}

/** Each program by its label (fiveZeroFour as 504, others upper-cased) with its tri-state. */
function programsSection(record: RegistrationRecord): PdfSection {
  const rows = Object.entries(record.programs ?? {}).map(([key, state]) =>
    row(programLabel(key), programStateText(state)),
  );
  if (record.programDescription?.trim()) rows.push(row('Program Description', record.programDescription));
  return { heading: 'Special Programs', rows };
}

/** The answer sections after the student, each under its heading, in the spec's order. */
const ANSWER_SECTIONS: readonly { group: RegistrationFieldGroup; heading: string }[] = [
  { group: 'student', heading: 'Student Information' },
  { group: 'parent', heading: 'Parent Information' },
  { group: 'physicalAddress', heading: 'Physical Address' },
  { group: 'mailingAddress', heading: 'Mailing Address' },
  { group: 'ethnicity', heading: 'Ethnicity' },
  { group: 'previousSchool', heading: 'Previous School Information' },
  { group: 'language', heading: 'Primary Language' },
  { group: 'homeLanguageSurvey', heading: 'Home Language Survey' },
  { group: 'migrantEducation', heading: 'Migrant Education' },
  { group: 'releaseRequests', heading: 'Release Requests' },
  { group: 'dass', heading: 'DASS Information' },
  { group: 'homeSurvey', heading: 'Home Survey' },
  { group: 'health', heading: 'Health Conditions' },
  { group: 'custody', heading: 'Parent Custody Information' },
  { group: 'emergencyContacts', heading: 'Emergency Contacts' },
];

/**
 * Whether a section is printed: the mailing address only when it differs from the physical one,
 * and no section without a single answer (an adult without parent details, an intercession
 * registration's skipped sections, no programs or notes yet).
 */
function printsSection(
  record: RegistrationRecord,
  group: RegistrationFieldGroup | null,
  section: PdfSection,
) {
  if (group === 'mailingAddress' && registrationAnswerText(record, 'isMailingAddressTheSame') !== 'No')
    return false;
  return sectionHasAnswers(section);
}

/**
 * The sections of the registration PDF, in order: learning center, the SIS match, registration
 * notes, special programs, student, parent, physical and mailing address, ethnicity, previous school,
 * language, home language survey, migrant education, release requests, DASS, home survey, health,
 * custody, emergency contacts. The learning center section always prints (it holds the
 * Registration ID).
 */
export function registrationPdfSections(record: RegistrationRecord, today: string): PdfSection[] {
  const sections: PdfSection[] = [learningCenterSection(record), sisMatchSection(record)];
  for (const section of [notesSection(record), programsSection(record)])
    if (printsSection(record, null, section)) sections.push(section);
  for (const { group, heading } of ANSWER_SECTIONS) {
    const section = { heading, rows: answerRows(record, group, today) };
    if (printsSection(record, group, section)) sections.push(section);
  }
  return sections;
}

/** The registration PDF of one registration. */
export function buildRegistrationPdf(record: RegistrationRecord, today: string): Promise<Uint8Array> {
  return buildStaffPdf({
    title: registrationPdfTitle(record),
    sections: registrationPdfSections(record, today),
  });
}
