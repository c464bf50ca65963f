import {
  AGE_RANGES,
  NAME_MAX_LENGTH,
  type PreRegistrationCreated,
  preRegistrationSchema,
} from '@enroll/domain';
import { Button, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { type ReactNode, useMemo, useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { useCourseOffering } from '../../api/lelo/get-course-offering.ts';
import { DetailFrame, type DetailState } from '../../components/detail-frame/index.ts';
import { DateField } from '../../components/form-fields/date-field.tsx';
import { EmailField } from '../../components/form-fields/email-field.tsx';
import { PhoneField } from '../../components/form-fields/phone-field.tsx';
import { SelectField } from '../../components/form-fields/select-field.tsx';
import { TextField } from '../../components/form-fields/text-field.tsx';
import { useNotify } from '../../components/notification-banner/notification-banner.tsx';
import { registerMessages } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ApiError } from '../../lib/api-client.ts';
import { applyServerFieldErrors } from '../../lib/forms/server-field-errors.ts';
import { useDomainForm } from '../../lib/forms/use-domain-form.ts';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { useStaffUser } from '../../staff-session/index.ts';
import { useCreatePreRegistration } from './api/create-pre-registration.ts';
import { useSession } from './api/get-session.ts';
import { useSessionLearningCenters } from './api/get-session-learning-centers.ts';
import { enPreRegistration } from './i18n/en.ts';
import {
  centerChoices,
  centersInScope,
  charterChoices,
  courseChoices,
  gradeOptions,
  slotCount,
} from './pre-registration-choices.ts';

registerMessages('preRegistration', enPreRegistration);

/** Where the page returns: the secondary enrollment list. */
const LIST = '/lelo-forms';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalL, maxWidth: '760px' },
  section: { display: 'grid', gap: tokens.spacingVerticalM, margin: 0, padding: 0, border: 'none' },
  // In line with the fields under it (a legend is indented by default), a little apart from them.
  legend: { padding: 0, marginBlockEnd: tokens.spacingVerticalS },
  // The session line sits in the frame's own spacing (an h2's default margins doubled the gaps).
  session: { margin: 0 },
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  },
  intro: { margin: 0, color: tokens.colorNeutralForeground2 },
  note: { margin: 0 },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

interface FormProps {
  permalink: string;
  sessionId: string;
}

/** The form once the session is known: location, student, classes; Submit stores the entry. */
function PreRegistrationForm({ permalink, sessionId }: FormProps) {
  const { t } = useTranslation('preRegistration');
  const styles = useStyles();
  const navigate = useNavigate();
  const notify = useNotify();
  const user = useStaffUser();
  const create = useCreatePreRegistration();
  // One key per filled form: a double click or a retry stores the entry once.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const schema = useMemo(() => preRegistrationSchema(), []);
  const form = useDomainForm(schema, {
    defaultValues: {
      permalink,
      LeloRegistrationProfile: sessionId,
      charter_id: '',
      siteId: '',
      firstName: '',
      lastName: '',
      birthDate: '',
      gradeLevel: '',
      courses: [''],
      studentEmail: '',
      studentPrimaryPhone: '',
    },
  });
  const [charterId = '', siteId = '', grade = '', picked = []] = useWatch({
    control: form.control,
    name: ['charter_id', 'siteId', 'gradeLevel', 'courses'],
  });
  const centers = useSessionLearningCenters(permalink);
  const visible = useMemo(() => centersInScope(centers.data ?? [], user), [centers.data, user]);
  const offering = useCourseOffering(siteId, charterId, sessionId);
  const slots = slotCount(offering.data, grade);

  /** A changed choice empties what depended on it (a center of another charter, courses of another grade). */
  const resetFrom = (field: 'charter_id' | 'siteId' | 'gradeLevel', value: string) => {
    if (field === 'charter_id') form.setValue('siteId', '');
    if (field !== 'gradeLevel') form.setValue('gradeLevel', '');
    const count = field === 'gradeLevel' ? slotCount(offering.data, value) : 0;
    form.setValue(
      'courses',
      Array.from({ length: Math.max(count, 1) }, () => ''),
    );
  };

  // Stored: the entry's page, where the family's link is shown to copy.
  const submit = form.handleSubmit(async (values) => {
    let created: PreRegistrationCreated;
    try {
      created = await create.mutateAsync({ values, idempotencyKey });
    } catch (error) {
      applyServerFieldErrors(form, error);
      notify('warning', t('failed'));
      return;
    }
    notify('success', t('submitted'));
    navigate(`/lelo-forms/${encodeURIComponent(created.id)}`);
  });

  return (
    <FormProvider {...form}>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <p className={styles.intro}>{t('intro')}</p>
        <FormSection title={t('sections.location')}>
          {centers.isSuccess && visible.length === 0 ? (
            <p className={styles.note} role="alert">
              {t('noCenters')}
            </p>
          ) : null}
          <div className={styles.grid}>
            <SelectField
              name="charter_id"
              label={t('charter')}
              required
              options={charterChoices(visible)}
              onValueChange={(value) => resetFrom('charter_id', value)}
            />
            <SelectField
              name="siteId"
              label={t('learningCenter')}
              required
              options={centerChoices(visible, charterId)}
              onValueChange={(value) => resetFrom('siteId', value)}
            />
          </div>
        </FormSection>
        <FormSection title={t('sections.student')}>
          <div className={styles.grid}>
            <TextField
              name="firstName"
              label={t('firstName')}
              required
              offerCapitals
              maxLength={NAME_MAX_LENGTH}
              autoComplete="off"
            />
            <TextField
              name="lastName"
              label={t('lastName')}
              required
              offerCapitals
              maxLength={NAME_MAX_LENGTH}
              autoComplete="off"
            />
            <DateField
              name="birthDate"
              label={t('birthDate')}
              required
              ageRange={AGE_RANGES.secondaryEnrollment}
            />
            <EmailField name="studentEmail" label={t('email')} autoComplete="off" />
            <PhoneField name="studentPrimaryPhone" label={t('phone')} autoComplete="off" />
          </div>
        </FormSection>
        <FormSection title={t('sections.classes')}>
          {offering.isFetching ? <p className={styles.note}>{t('offeringLoading')}</p> : null}
          <div className={styles.grid}>
            <SelectField
              name="gradeLevel"
              label={t('grade')}
              required
              options={gradeOptions(offering.data)}
              onValueChange={(value) => resetFrom('gradeLevel', value)}
            />
            {Array.from({ length: Math.max(slots, 1) }, (_, slot) => (
              <SelectField
                // Slots are positions: the index is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: a slot is its position
                key={slot}
                name={`courses.${slot}`}
                label={t('course', { number: slot + 1 })}
                required={slot === 0}
                options={courseChoices(offering.data, grade, picked, slot)}
              />
            ))}
          </div>
          {grade !== '' &&
          offering.data &&
          slots > 0 &&
          courseChoices(offering.data, grade, [], 0).length === 0 ? (
            <p className={styles.note} role="alert">
              {t('noCourses')}
            </p>
          ) : null}
        </FormSection>
        <div className={styles.buttons}>
          <Button type="submit" appearance="primary" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t('submitting') : t('submit')}
          </Button>
          <Button onClick={() => navigate(LIST)}>{t('cancel')}</Button>
        </div>
      </form>
    </FormProvider>
  );
}

function stateOf(query: { isPending: boolean; isError: boolean; error: unknown }): DetailState {
  if (query.isPending) return 'loading';
  if (query.isError)
    return query.error instanceof ApiError && query.error.status === 404 ? 'notFound' : 'error';
  return 'ready';
}

/** A part of the form: its title as the legend over its fields. */
function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>
        <Subtitle2>{title}</Subtitle2>
      </legend>
      {children}
    </fieldset>
  );
}

/**
 * /pre-forms/{permalink}/{LeloRegistrationProfile} (Contributor+): staff's New Pre Registration for
 * the session. The charter and learning center choices are the session's
 * offerings of the staff member's charters; the grade and courses those of the chosen center. On
 * success 'PreRegistration Form Submitted Successfully' and back to the list, which reads again.
 */
export function PreRegistrationPage() {
  const { t } = useTranslation('preRegistration');
  const styles = useStyles();
  const { permalink = '', profile = '' } = useParams();
  const session = useSession(permalink);
  // The address names the session twice (permalink and id): both must be the same session.
  const state: DetailState =
    session.isSuccess && session.data._id !== profile ? 'notFound' : stateOf(session);
  return (
    <DetailFrame
      backTo={LIST}
      backLabel={t('back')}
      title={t('title')}
      state={state}
      onRetry={() => void session.refetch()}
    >
      {state === 'ready' && session.data ? (
        <>
          <Subtitle2 as="h2" className={styles.session}>
            {t('session', { name: session.data.name })}
          </Subtitle2>
          <PreRegistrationForm permalink={permalink} sessionId={profile} />
        </>
      ) : null}
    </DetailFrame>
  );
}
