import {
  asksParentContactPermission,
  DASS_QUESTIONS,
  draftFromRecord,
  EYE_CONDITION_FIELDS,
  enrollmentTypeLabel,
  HEALTH_CONDITION_FIELDS,
  isSelfAdult,
  programLabel,
  programStateText,
  type RegistrationDraft,
  type RegistrationField,
  type RegistrationRecord,
  SIS_MATCH_HEADING,
  type StaffRegistrationSection,
  showsOtherPronouns,
  showsSuffix,
  sisMatchLines,
  staffRegistrationSections,
  usDate,
  usDateTime,
} from '@enroll/domain';
import { Link } from 'react-router-dom';
import { type DetailRow, DetailSection } from '../../components/detail-frame/index.ts';
import type { Translate } from '../../i18n/use-translation.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

/** Builds the label/value rows of one record: yes/no answers read Yes/No, dates MM/DD/YYYY. */
function rowsOf(t: Translate, draft: RegistrationDraft) {
  const label = (key: string, n?: number) => t(`fields.${key}`, n === undefined ? undefined : { n });
  const answer = (field: RegistrationField): string => {
    const value = draft[field];
    return value === 'yes' || value === 'no' || value === 'notSure' ? t(`answers.${value}`) : value;
  };
  const row = (field: RegistrationField, key: string = field): DetailRow => ({
    label: label(key),
    value: answer(field),
  });
  /** A yes/no question and, only on yes, the fields that follow it up. */
  const withFollowUps = (field: RegistrationField, followUps: readonly RegistrationField[]): DetailRow[] => [
    row(field),
    ...(draft[field] === 'yes' ? followUps.map((followUp) => row(followUp)) : []),
  ];
  return { label, answer, row, withFollowUps };
}

/**
 * The sections the staff form asks only for some registrations whose rows are their questions'
 * answers as given, in the summary's order.
 */
const ANSWER_SECTIONS: readonly (readonly [StaffRegistrationSection, readonly RegistrationField[]])[] = [
  ['ethnicity', ['isStudentHispanicOrLatino', 'primaryRaceCategory']],
  ['previousSchool', ['previousSchool', 'previousSchoolCity', 'previousSchoolState']],
  ['primaryLanguage', ['primaryLanguage']],
  [
    'homeLanguageSurvey',
    ['firstLanguage', 'homeLanguage', 'languageSpokenByParentsToStudent', 'languageSpokenByAdultsAtHome'],
  ],
  ['migrantEducation', ['isPgEmployedInOneOrMoreAgriculturalOrFishingActivities']],
  [
    'releaseRequests',
    [
      'releaseAudioAndVideo',
      'releasePermissionForSocialMedia',
      'releaseUseStudentWork',
      'releasePermissionToTextStudent',
      'releasePermissionToTextPg',
      'releaseAllowStudentAccessToGoogleAppsForEducation',
    ],
  ],
];

/** The parent 1 section is shown when the record has a parent (a minor's, or an adult's who allowed contact). */
function hasParent1(draft: RegistrationDraft): boolean {
  return [draft.pgFirstName, draft.pgLastName, draft.pgRelationshipToStudent].some((v) => v !== '');
}

function hasParent2(draft: RegistrationDraft): boolean {
  return draft.pg2RelationshipToStudent !== '';
}

/**
 * The read-only summary of a registration in the sections of the spec's registration PDF: learning
 * center, registration notes, special programs, student, parents, addresses (mailing only when it
 * differs), then, unless it is an intercession registration, the sections the staff form asks only
 * for a regular one; orientation when scheduled and termination notes when terminated.
 */
export function RegistrationSections({ record }: { record: RegistrationRecord }) {
  const { t } = useTranslation('registrationDetail');
  const draft = draftFromRecord(record);
  const { label, answer, row, withFollowUps } = rowsOf(t, draft);
  const intercession = record.registerForIntercession;
  const shown = new Set<StaffRegistrationSection>(staffRegistrationSections(draft, intercession));
  const title = (key: string) => t(`sections.${key}`);
  const programs = Object.entries(record.programs ?? {});

  const parentRows = (prefix: 'pg' | 'pg2'): DetailRow[] => [
    row(`${prefix}RelationshipToStudent`, 'relationship'),
    row(`${prefix}FirstName`, 'parentFirstName'),
    row(`${prefix}LastName`, 'parentLastName'),
    row(`${prefix}PrimaryEmail`, 'parentEmail'),
    row(`${prefix}PrimaryPhone`, 'parentPhone'),
    row(`${prefix}PrimaryPhoneType`, 'parentPhoneType'),
    row(`${prefix}HighestLevelOfEducation`, 'education'),
    row(prefix === 'pg' ? 'liveWithPg' : 'liveWithPg2'),
  ];

  return (
    <>
      <DetailSection
        title={title('learningCenter')}
        rows={[
          { label: label('learningCenterName'), value: record.learningCenterName },
          { label: label('charter'), value: record.learningCenterCharter },
          { label: label('learningCenterAddress'), value: record.learningCenterAddress },
          { label: label('enrollmentType'), value: enrollmentTypeLabel(record) },
          { label: label('status'), value: record.status },
          { label: label('submittedAt'), value: usDateTime(record.submittedAt || record.createdAt) },
          { label: label('uuid'), value: record._uuid },
          ...(record.interestId
            ? [
                {
                  label: label('interest'),
                  value: (
                    <Link to={`/interest-forms/${encodeURIComponent(record.interestId)}`}>
                      {t('fields.interestLink', { uuid: record.interestUuid ?? '' })}
                    </Link>
                  ),
                },
              ]
            : []),
        ]}
      />
      <DetailSection title={SIS_MATCH_HEADING} rows={sisMatchLines(record.selectedStudent)} />
      <DetailSection
        title={title('registrationNotes')}
        rows={[{ label: label('generalRegistrationNotes'), value: record.generalRegistrationNotes }]}
      />
      <DetailSection
        title={title('specialPrograms')}
        rows={[
          ...programs.map(([key, state]) => ({ label: programLabel(key), value: programStateText(state) })),
          { label: label('programDescription'), value: record.programDescription },
        ]}
      />
      <DetailSection
        title={title('studentInformation')}
        rows={[
          row('previouslyEnrolled'),
          row('firstName'),
          row('middleName'),
          row('lastName'),
          ...(intercession ? [] : [row('haveSuffix')]),
          ...(showsSuffix(draft) ? [row('suffix')] : []),
          row('gender'),
          { label: label('birthDate'), value: usDate(draft.birthDate) },
          { label: label('age'), value: String(record.age) },
          row('gradeLevel'),
          ...(intercession ? [] : [row('birthState'), row('birthCountry')]),
          row('studentEmail'),
          row('studentPrimaryPhone'),
          row('studentPrimaryPhoneType'),
          row('studentName'),
          row('preferredpronouns'),
          ...(showsOtherPronouns(draft) ? [row('otherpreferredpronouns')] : []),
          ...(asksParentContactPermission(record.age) ? [row('permissionParentContact')] : []),
        ]}
      />
      {hasParent1(draft) ? (
        <DetailSection title={title('parentInformation')} rows={parentRows('pg')} />
      ) : null}
      {hasParent2(draft) ? (
        <DetailSection
          title={title('parent2Information')}
          rows={
            isSelfAdult(draft.pg2RelationshipToStudent)
              ? [row('pg2RelationshipToStudent', 'relationship')]
              : parentRows('pg2')
          }
        />
      ) : null}
      {draft.noSecondParent === 'yes' && !hasParent2(draft) ? (
        <DetailSection
          title={title('parent2Information')}
          rows={[{ label: label('relationship'), value: t('noSecondParent') }]}
        />
      ) : null}
      <DetailSection
        title={title('physicalAddress')}
        rows={[
          row('livingStatus'),
          row('street'),
          row('city'),
          row('state'),
          row('zip'),
          row('county'),
          row('country'),
          row('isMailingAddressTheSame'),
        ]}
      />
      {shown.has('mailingAddress') ? (
        <DetailSection
          title={title('mailingAddress')}
          rows={[
            row('mailingStreet', 'street'),
            row('mailingCity', 'city'),
            row('mailingState', 'state'),
            row('mailingZip', 'zip'),
            row('mailingCountry', 'country'),
          ]}
        />
      ) : null}
      {ANSWER_SECTIONS.map(([section, fields]) =>
        shown.has(section) ? (
          <DetailSection key={section} title={title(section)} rows={fields.map((field) => row(field))} />
        ) : null,
      )}
      {shown.has('dassInformation') ? (
        <DetailSection
          title={title('dassInformation')}
          rows={DASS_QUESTIONS.flatMap((question) => [
            { label: question.question, value: answer(question.field) },
            ...(question.followUp && draft[question.field] === 'yes'
              ? [
                  {
                    label: `${question.question} ${label('whichSchool')}`,
                    value: draft[question.followUp.school],
                  },
                  {
                    label: `${question.question} ${label('whatYear')}`,
                    value: draft[question.followUp.year],
                  },
                ]
              : []),
          ])}
        />
      ) : null}
      {shown.has('homeSurvey') ? (
        <DetailSection
          title={title('homeSurvey')}
          rows={[row('accessToComputerAtHome'), row('accessToTheInternetAtHome')]}
        />
      ) : null}
      {shown.has('healthConditions') ? (
        <DetailSection
          title={title('healthConditions')}
          rows={[
            ...withFollowUps('knownHealthConditions', HEALTH_CONDITION_FIELDS),
            ...withFollowUps('knownHearingConditions', ['wearsHearingAid']),
            ...withFollowUps('knownEyeCondition', EYE_CONDITION_FIELDS),
            row('medications'),
            row('otherHealthCondition'),
            row('medicalInstructions'),
            row('heathInsuranceCarrier'),
            row('insuranceIdOrPolicyNumber'),
            row('hospitalPreference'),
          ]}
        />
      ) : null}
      {shown.has('parentCustody') ? (
        <DetailSection
          title={title('parentCustody')}
          rows={[
            ...withFollowUps('custodyIssueExists', ['custodyIssueNotes']),
            ...withFollowUps('legalRestrictionsForAnyParent', ['legalRestrictionsNotes']),
          ]}
        />
      ) : null}
      {shown.has('emergencyContacts') ? (
        <DetailSection
          title={title('emergencyContacts')}
          rows={([1, 2] as const).flatMap((n) => [
            { label: label('contactFirstName', n), value: draft[`emergencyContact${n}FirstName`] },
            { label: label('contactLastName', n), value: draft[`emergencyContact${n}LastName`] },
            { label: label('contactPhone', n), value: draft[`emergencyContact${n}Phone`] },
            { label: label('contactRelationship', n), value: draft[`emergencyContact${n}Relationship`] },
            { label: label('authorizedForPickup', n), value: answer(`authorizedForPickup${n}`) },
          ])}
        />
      ) : null}
      {record.orientationScheduled ? (
        <DetailSection
          title={title('orientation')}
          rows={[
            {
              label: label('orientationType'),
              value: record.orientationType ? t(`orientationTypes.${record.orientationType}`) : '',
            },
            {
              label: label('orientationTime'),
              value: usDateTime(record.orientationTime) || record.orientationTime,
            },
            { label: label('orientationLink'), value: record.orientationLink },
          ]}
        />
      ) : null}
      {record.status === 'Enrollment Terminated' ? (
        <DetailSection
          title={title('termination')}
          rows={[{ label: label('terminationNotes'), value: record.terminationNotes }]}
        />
      ) : null}
    </>
  );
}
