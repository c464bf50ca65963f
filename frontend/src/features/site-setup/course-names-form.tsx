import {
  type CourseNamesInput,
  type CourseNamesSetup,
  courseNamesSchema,
  SPANISH_COURSE_NAME_MAX_LENGTH,
} from '@enroll/domain';
import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { ConflictMessage, useEditFormStyles } from '../../components/edit-page/index.ts';
import { FIELD_GROUP, FIELD_GROUP_LEGEND } from '../../components/form-fields/field-styles.ts';
import { TextField } from '../../components/form-fields/text-field.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useDomainForm } from '../../lib/forms/use-domain-form.ts';
import { useUpdateCourseNames } from './api/update-course-names.ts';
import { type CharterFormProps, LastSaved } from './charter-translation-frame.tsx';
import { useSetupSave } from './use-setup-save.ts';

const useStyles = makeStyles({
  // One column on a phone; two from 768 px, so a long catalog stays short to scroll.
  names: {
    ...FIELD_GROUP,
    '@media (min-width: 768px)': {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      columnGap: tokens.spacingHorizontalXL,
    },
  },
  legend: FIELD_GROUP_LEGEND,
  note: { margin: 0, color: tokens.colorNeutralForeground3 },
});

/**
 * The Spanish course names form: one field per course name of the charter's catalog, labelled with
 * the English name. Save is a PUT of every row with the charter's ETag (a 409 shows the server's
 * message with Reload); a blank field removes that course's Spanish name.
 */
export function CourseNamesForm({ charterId, loaded, onReload }: CharterFormProps<CourseNamesSetup>) {
  const { t } = useTranslation('siteSetup');
  const styles = { ...useEditFormStyles(), ...useStyles() };
  const update = useUpdateCourseNames();
  const { conflict, run } = useSetupSave('courseNames');
  const countId = useId();
  const setup = loaded.template;
  const form = useDomainForm(courseNamesSchema, {
    defaultValues: { names: setup.names },
  });
  const names = useWatch({ control: form.control, name: 'names' });
  const named = (names ?? []).filter((name) => (name.spanish ?? '').trim() !== '').length;

  const save = (values: CourseNamesInput) =>
    run(() => update.mutateAsync({ charterId, values, etag: loaded.etag }), t('courseNames.saved'));

  if (setup.names.length === 0)
    return (
      <MessageBar intent="info">
        <MessageBarBody>{t('courseNames.none')}</MessageBarBody>
      </MessageBar>
    );
  return (
    <FormProvider {...form}>
      <form noValidate className={styles.form} onSubmit={form.handleSubmit(save)}>
        <ConflictMessage message={conflict} reloadLabel={t('courseNames.reload')} onReload={onReload} />
        <fieldset className={styles.names} aria-describedby={countId}>
          <legend className={styles.legend}>{t('courseNames.listLabel')}</legend>
          {setup.names.map((name, index) => (
            <TextField
              key={name.english}
              name={`names.${index}.spanish`}
              label={name.english}
              maxLength={SPANISH_COURSE_NAME_MAX_LENGTH}
            />
          ))}
        </fieldset>
        <p id={countId} className={styles.note} aria-live="polite">
          {t('courseNames.count', { named, total: setup.names.length })}
        </p>
        <LastSaved section="courseNames" setup={setup} className={styles.note} />
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" disabled={update.isPending}>
            {update.isPending ? t('courseNames.saving') : t('courseNames.save')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
