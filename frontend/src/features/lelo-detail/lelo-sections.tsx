import type { LeloSignatureSigner, LeloStaffEntry } from '@enroll/domain';
import { isSelfAdult, LELO_STEP_FIELDS, usDate } from '@enroll/domain';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { leloSignatureUrl } from '../../api/lelo-staff/get-lelo-entry.ts';
import { type DetailRow, DetailSection } from '../../components/detail-frame/index.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

/** The entry's fields that hold text (or nothing yet), shown as they are stored. */
type TextField = {
  [Field in keyof LeloStaffEntry]-?: LeloStaffEntry[Field] extends string | null | undefined ? Field : never;
}[keyof LeloStaffEntry];

const useStyles = makeStyles({
  sections: { display: 'grid', gap: tokens.spacingVerticalL, minWidth: 0 },
  courses: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
  signatures: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXL, margin: 0 },
  figure: { display: 'grid', gap: tokens.spacingVerticalXS, margin: 0 },
  image: {
    width: '300px',
    maxWidth: '100%',
    height: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
});

interface SignatureProps {
  id: string;
  signer: LeloSignatureSigner;
  present: boolean;
}

/**
 * One signature image, read through the staff API with the session cookie (charter-scoped there),
 * never from a blob address.
 */
function Signature({ id, signer, present }: SignatureProps) {
  const { t } = useTranslation('leloDetail');
  const styles = useStyles();
  const [failed, setFailed] = useState(false);
  const label = t(`signatures.${signer}`);
  return (
    <figure className={styles.figure}>
      <figcaption>{label}</figcaption>
      {!present ? <span>{t('signatures.none')}</span> : null}
      {present && failed ? <span role="alert">{t('signatures.failed')}</span> : null}
      {present && !failed ? (
        <img
          className={styles.image}
          src={leloSignatureUrl(id, signer)}
          alt={label}
          data-testid={`signature-${signer}`}
          onError={() => setFailed(true)}
        />
      ) : null}
    </figure>
  );
}

/** The read-only sections of /lelo-forms/{id}. */
export function LeloSections({ entry }: { entry: LeloStaffEntry }) {
  const { t } = useTranslation('leloDetail');
  const styles = useStyles();
  const row = (field: string, value: string | null | undefined): DetailRow => ({
    label: t(`fields.${field}`),
    value: value ?? '',
  });
  // Fields shown as stored, each under its own label.
  const rows = (...fields: TextField[]): DetailRow[] => fields.map((field) => row(field, entry[field]));
  const selfAdult = isSelfAdult(entry.pgRelationshipToStudent ?? '');
  const sameMailing = entry.isMailingAddressTheSame === 'Yes';
  const courses = entry.courses ?? [];
  return (
    <div className={styles.sections}>
      <DetailSection
        title={t('sections.learningCenter')}
        rows={[
          row('site', entry.learningCenters || entry.learningCenter),
          row('charter', entry.charter),
          row('uuid', entry._uuid),
          row('status', entry.status),
          row('session', entry.session_name),
        ]}
      />
      <DetailSection
        title={t('sections.student')}
        rows={[
          ...rows('hasPreviouslyEnrolled', 'firstName', 'middleName', 'lastName', 'gender'),
          row('birthDate', usDate(entry.birthDate)),
          ...rows('studentEmail', 'studentPrimaryPhone', 'studentPrimaryPhoneType'),
        ]}
      />
      <DetailSection
        title={t('sections.parent')}
        rows={[
          ...rows('pgRelationshipToStudent'),
          ...(selfAdult
            ? []
            : rows('pgFirstName', 'pgLastName', 'pgPrimaryEmail', 'pgPrimaryPhone', 'pgPrimaryPhoneType')),
        ]}
      />
      <DetailSection title={t('sections.physicalAddress')} rows={rows(...LELO_STEP_FIELDS.physicalAddress)} />
      <DetailSection
        title={t('sections.mailingAddress')}
        rows={
          sameMailing
            ? []
            : [
                row('street', entry.mailingStreet),
                row('city', entry.mailingCity),
                row('state', entry.mailingState),
                row('zip', entry.mailingZip),
              ]
        }
      >
        {sameMailing ? <p>{t('sameAsPhysical')}</p> : null}
      </DetailSection>
      <DetailSection title={t('sections.classes')} rows={[row('gradeLevel', entry.gradeLevel)]}>
        {courses.length === 0 ? (
          <p>{t('noCourses')}</p>
        ) : (
          <ol className={styles.courses} aria-label={t('sections.classes')}>
            {courses.map((course, index) => (
              <li key={course._id ?? index}>
                {t('credits', {
                  name: course.course_name,
                  credits: entry.selectedCourseAgreements?.[index] ?? course.credits ?? '',
                })}
              </li>
            ))}
          </ol>
        )}
      </DetailSection>
      <DetailSection
        title={t('sections.agreement')}
        rows={[
          row('studentName', entry.studentName),
          row('studentSignatureDate', usDate(entry.studentSignatureDate)),
          ...(selfAdult
            ? []
            : [
                row('parentName', entry.parentName),
                row('parentSignatureDate', usDate(entry.parentSignatureDate)),
              ]),
        ]}
      >
        <div className={styles.signatures}>
          <Signature id={entry.id} signer="student" present={entry.signatures.student} />
          {selfAdult ? null : <Signature id={entry.id} signer="parent" present={entry.signatures.parent} />}
        </div>
      </DetailSection>
    </div>
  );
}
