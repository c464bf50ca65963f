import {
  derivePermalink,
  isSessionNameTaken,
  PERMALINK_MAX_LENGTH,
  SESSION_STATUSES,
  type Session,
  type SessionInput,
  type SessionSummary,
  type StaffSession,
  sessionSchema,
  stripSlashes,
} from '@enroll/domain';
import { Button } from '@fluentui/react-components';
import { useEffect, useMemo, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { ConflictMessage, useEditFormStyles } from '../../components/edit-page/index.ts';
import { SelectField } from '../../components/form-fields/select-field.tsx';
import { TextField } from '../../components/form-fields/text-field.tsx';
import { useUnsavedChangesWarning } from '../../components/leave-warning/use-unsaved-changes-warning.ts';
import { useNotify } from '../../components/notification-banner/notification-banner.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ApiError } from '../../lib/api-client.ts';
import type { DomainSchema } from '../../lib/forms/domain-resolver.ts';
import { applyServerFieldErrors } from '../../lib/forms/server-field-errors.ts';
import { useDomainForm } from '../../lib/forms/use-domain-form.ts';

export const SESSIONS_PATH = '/intersession';

/** Add and edit have their own duplicate-name message. */
export type SessionFormMode = 'add' | 'edit';

const DUPLICATE_NAME = {
  add: 'session.name.duplicateOnAdd',
  edit: 'session.name.duplicateOnEdit',
} as const;

const EMPTY: SessionInput = {
  name: '',
  nameEs: '',
  permalink: '',
  status: 'Active',
  schoolYear: '',
  enrollmentStart: '',
  enrollmentEnd: '',
  schoolYearStartDate: '',
  schoolYearEndDate: '',
};

function valuesOf(session: StaffSession | undefined): SessionInput {
  if (!session) return EMPTY;
  const { name, nameEs, permalink, status, schoolYear } = session;
  const { enrollmentStart, enrollmentEnd, schoolYearStartDate, schoolYearEndDate } = session;
  return {
    name,
    nameEs,
    permalink,
    status,
    schoolYear,
    enrollmentStart,
    enrollmentEnd,
    schoolYearStartDate,
    schoolYearEndDate,
  };
}

/**
 * The domain's sessionSchema, plus the live check of the name against the other sessions listed
 * (case-insensitively): the server checks again, also against saves made meanwhile.
 */
function sessionCheck(
  mode: SessionFormMode,
  others: readonly SessionSummary[],
): DomainSchema<Session, SessionInput> {
  return {
    safeParse(values) {
      const result = sessionSchema.safeParse(values);
      const issues = result.success ? [] : result.error.issues;
      if (issues.some(({ path }) => path[0] === 'name') || !isSessionNameTaken(values.name ?? '', others))
        return result;
      const duplicate = { path: ['name'], code: 'duplicate', message: DUPLICATE_NAME[mode] };
      return { success: false, error: { issues: [...issues, duplicate] } };
    },
  };
}

export interface SessionFormProps {
  mode: SessionFormMode;
  /** The session being edited (none when adding). */
  session?: StaffSession;
  /** Every session listed: the name must differ from the others'. */
  sessions: readonly SessionSummary[];
  /** Stores the values; throws ApiError on a refusal. */
  save: (values: Session) => Promise<unknown>;
  saving: boolean;
  /** After a 409 on a stale version: reads the session again and starts the form from it. */
  onReload?: () => void;
}

/**
 * The one form of 'Add LELO Registration' and 'Edit LELO Registration': every session field (the
 * optional Spanish name is what Spanish-speaking families read instead of the name), checked
 * with the domain's sessionSchema as it is typed, the permalink derived live from the name (kept as
 * stored when families registered under it), the name unique among the sessions. A 400 or a 409 on a
 * field puts the server's message on the field; a 409 on a stale version shows it with Reload.
 */
export function SessionForm({ mode, session, sessions, save, saving, onReload }: SessionFormProps) {
  const { t } = useTranslation('sessions');
  const styles = useEditFormStyles();
  const notify = useNotify();
  const navigate = useNavigate();
  const [conflict, setConflict] = useState<string | null>(null);
  // A stored session keeps its permalink: renaming it must not break the links already sent.
  const locked = session !== undefined;
  const others = useMemo(
    () => sessions.filter((other) => other._id !== session?._id),
    [sessions, session?._id],
  );
  const schema = useMemo(() => sessionCheck(mode, others), [mode, others]);
  const form = useDomainForm(schema, {
    defaultValues: valuesOf(session),
    // Live: each field is checked as it is typed (the name also against the other sessions).
    mode: 'onChange',
    reValidateMode: 'onChange',
  });
  const { handleSubmit, setValue, formState, watch } = form;
  const unsaved = useUnsavedChangesWarning(formState.isDirty);
  const permalink = watch('permalink');
  const hasErrors = Object.keys(formState.errors).length > 0;

  // While the session is added, the permalink follows the name as it is typed.
  useEffect(() => {
    if (locked) return;
    const subscription = watch((values, { name }) => {
      if (name === 'name') {
        setValue('permalink', derivePermalink(values.name ?? ''), {
          shouldValidate: formState.isSubmitted,
        });
      }
    });
    return () => subscription.unsubscribe();
  }, [locked, watch, setValue, formState.isSubmitted]);

  const submit = async (values: Session) => {
    setConflict(null);
    try {
      await save(values);
    } catch (error) {
      // Other failures are reported by the API client and show no message.
      if (!(error instanceof ApiError)) return;
      if (error.status === 409 && error.errors.length === 0) setConflict(error.message);
      else applyServerFieldErrors(form, error);
      return;
    }
    notify('success', mode === 'add' ? t('form.added') : t('form.updated'));
    unsaved.saved();
    navigate(SESSIONS_PATH);
  };

  return (
    <FormProvider {...form}>
      <form noValidate className={styles.form} onSubmit={handleSubmit(submit)}>
        <ConflictMessage message={conflict} reloadLabel={t('form.reload')} onReload={onReload} />
        <div className={styles.grid}>
          <TextField
            name="name"
            label={t('form.fields.name')}
            required
            autoComplete="off"
            format={stripSlashes}
          />
          <TextField
            name="nameEs"
            label={t('form.fields.nameEs')}
            hint={t('form.fields.nameEsHint')}
            autoComplete="off"
            format={stripSlashes}
          />
          <TextField
            name="permalink"
            label={t('form.fields.permalink')}
            required
            disabled
            maxLength={PERMALINK_MAX_LENGTH}
            hint={
              locked
                ? t('form.permalinkLocked', { permalink })
                : t('form.permalinkHint', { permalink: permalink || '…' })
            }
          />
          <SelectField name="status" label={t('form.fields.status')} required options={SESSION_STATUSES} />
          <TextField
            name="schoolYear"
            label={t('form.fields.schoolYear')}
            required
            maxLength={9}
            inputMode="numeric"
            hint={t('form.fields.schoolYearHint')}
            autoComplete="off"
          />
          <TextField name="enrollmentStart" label={t('form.fields.enrollmentStart')} required type="date" />
          <TextField name="enrollmentEnd" label={t('form.fields.enrollmentEnd')} required type="date" />
          <TextField
            name="schoolYearStartDate"
            label={t('form.fields.schoolYearStartDate')}
            required
            type="date"
          />
          <TextField
            name="schoolYearEndDate"
            label={t('form.fields.schoolYearEndDate')}
            required
            type="date"
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" disabled={saving || hasErrors}>
            {saving ? t('form.saving') : t('form.submit')}
          </Button>
          <Button onClick={() => navigate(SESSIONS_PATH)}>{t('form.cancel')}</Button>
        </div>
      </form>
    </FormProvider>
  );
}
