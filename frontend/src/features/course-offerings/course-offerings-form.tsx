import {
  type CourseOfferingSubmit,
  courseOfferingSubmitSchema,
  LEVEL_DETAILS_KEY,
  submittedCourseCount,
} from '@enroll/domain';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { type FieldErrors, FormProvider } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { ConflictMessage, useEditFormStyles } from '../../components/edit-page/index.ts';
import { LoadFailed } from '../../components/load-failed/load-failed.tsx';
import { useNotify } from '../../components/notification-banner/notification-banner.tsx';
import { PageLoading } from '../../components/page-state/page-loading.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useValidationMessage } from '../../i18n/use-validation-message.ts';
import { ApiError } from '../../lib/api-client.ts';
import { applyServerFieldErrors } from '../../lib/forms/server-field-errors.ts';
import { useDomainForm } from '../../lib/forms/use-domain-form.ts';
import { useCreateCourseOffering } from './api/create-course-offering.ts';
import { useCatalogOptions } from './api/get-catalog-options.ts';
import type { VersionedCourseOffering } from './api/get-course-offering-setup.ts';
import { useUpdateCourseOffering } from './api/update-course-offering.ts';
import {
  COURSES_ERROR,
  courseOfferingValuesOf,
  formPathOfServerField,
  panelLevels,
  savedCourseNames,
} from './course-offering-values.ts';
import { LevelPanel } from './level-panel.tsx';

const useStyles = makeStyles({
  note: { margin: 0 },
  formError: { margin: 0, color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});

export interface CourseOfferingsFormProps {
  loaded: VersionedCourseOffering;
  /** The 'Learning Center Options' screen the save returns to. */
  backTo: string;
  /** Reads the offering again (after a 409) and starts the form from it. */
  onReload: () => void;
}

/**
 * The course offerings form: the panels of the levels the charter's catalog has, checked by the
 * domain's courseOfferingSubmitSchema (the server uses the same). The first save creates the offering
 * (POST), later ones update it with the ETag of the read (PUT); a 409 shows the server's message with
 * Reload and keeps the choices, a 400 puts the server's field errors on the panels.
 */
export function CourseOfferingsForm({ loaded, backTo, onReload }: CourseOfferingsFormProps) {
  const { t } = useTranslation('courseOfferings');
  const translate = useValidationMessage();
  const styles = { ...useEditFormStyles(), ...useStyles() };
  const notify = useNotify();
  const navigate = useNavigate();
  const create = useCreateCourseOffering();
  const update = useUpdateCourseOffering();
  const [conflict, setConflict] = useState<string | null>(null);
  const { setup, etag } = loaded;
  const options = useCatalogOptions(setup.learningCenter.charter_id);
  const initial = useMemo(() => courseOfferingValuesOf(setup), [setup]);
  const savedNames = useMemo(() => savedCourseNames(setup), [setup]);
  const form = useDomainForm(courseOfferingSubmitSchema, {
    defaultValues: initial,
  });
  const { handleSubmit, formState } = form;
  const busy = create.isPending || update.isPending;
  // 'Please select at least one course.' sits on the schema's path `courses`, no field of the form.
  const coursesError = translate((formState.errors as FieldErrors<{ courses: string }>).courses?.message);

  const save = async (values: CourseOfferingSubmit) => {
    try {
      if (setup.offering) await update.mutateAsync({ values, etag });
      else await create.mutateAsync(values);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setConflict(error.message);
        return;
      }
      const message = error instanceof Error ? error.message : '';
      applyServerFieldErrors(form, error, formPathOfServerField);
      notify('warning', t('failed', { message }));
      return;
    }
    notify('success', t('submitted', { count: submittedCourseCount(values) }));
    navigate(backTo);
  };

  if (options.isPending) return <PageLoading label={t('loading')} />;
  if (options.isError)
    return <LoadFailed message={t('catalogFailed')} onRetry={() => void options.refetch()} />;
  const levels = panelLevels(options.data.courseTypes, initial);

  return (
    <FormProvider {...form}>
      <form noValidate className={styles.form} onSubmit={handleSubmit(save)}>
        <ConflictMessage message={conflict} reloadLabel={t('reload')} onReload={onReload} />
        <p className={styles.note}>{levels.length > 0 ? t('rule') : t('noLevels')}</p>
        {levels.map((level) => (
          <LevelPanel
            key={level}
            level={level}
            charterId={setup.learningCenter.charter_id}
            options={options.data}
            initial={initial[LEVEL_DETAILS_KEY[level]]}
            savedNames={savedNames}
          />
        ))}
        {coursesError ? (
          <p className={styles.formError} role="alert" id={COURSES_ERROR}>
            {coursesError}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" disabled={busy || levels.length === 0}>
            {busy ? t('submitting') : t('submit')}
          </Button>
          <Button onClick={() => navigate(backTo)}>{t('back')}</Button>
        </div>
      </form>
    </FormProvider>
  );
}
