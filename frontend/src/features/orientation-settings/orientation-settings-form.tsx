import {
  ORIENTATION_LINK_MAX,
  ORIENTATION_TIME_SLOTS,
  type SiteOrientationSettingsValues,
} from '@enroll/domain';
import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { FormProvider, useFieldArray } from 'react-hook-form';
import { ConflictMessage, useEditFormStyles } from '../../components/edit-page/index.ts';
import { DateField } from '../../components/form-fields/date-field.tsx';
import { FIELD_GROUP } from '../../components/form-fields/field-styles.ts';
import { SelectField } from '../../components/form-fields/select-field.tsx';
import { TextAreaField } from '../../components/form-fields/text-area-field.tsx';
import { TextField } from '../../components/form-fields/text-field.tsx';
import { useUnsavedChangesWarning } from '../../components/leave-warning/use-unsaved-changes-warning.ts';
import { useNotify } from '../../components/notification-banner/notification-banner.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ApiError } from '../../lib/api-client.ts';
import { applyServerFieldErrors } from '../../lib/forms/server-field-errors.ts';
import { useDomainForm } from '../../lib/forms/use-domain-form.ts';
import type { VersionedOrientationSettings } from './api/get-orientation-settings.ts';
import { useUpdateOrientationSettings } from './api/update-orientation-settings.ts';
import { formPathOf, formValuesOf, orientationSettingsCheck } from './orientation-settings-values.ts';

const SLOT_OPTIONS = ORIENTATION_TIME_SLOTS.map((slot) => ({ value: slot, label: slot }));

const useStyles = makeStyles({
  dates: FIELD_GROUP,
  legend: { padding: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  // One date per row from 768 px (date, start, end, remove); stacked on a phone.
  row: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
    paddingBottom: tokens.spacingVerticalS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    '@media (min-width: 768px)': { gridTemplateColumns: '1.2fr 1fr 1fr auto' },
  },
  note: { color: tokens.colorNeutralForeground3 },
});

/**
 * The orientation settings of one learning center: its live orientation dates (a date, a start and an
 * end time in half-hour slots; Add Date and Remove), its virtual link and the addresses told of new
 * interests and registrations. Save is a PUT with the center's ETag; a 409 shows the server's message
 * with Reload. Leaving with unsaved changes asks first.
 */
export function OrientationSettingsForm({
  siteId,
  loaded,
  onReload,
}: {
  siteId: string;
  loaded: VersionedOrientationSettings;
  onReload: () => void;
}) {
  const { t } = useTranslation('orientationSettings');
  const styles = { ...useEditFormStyles(), ...useStyles() };
  const notify = useNotify();
  const update = useUpdateOrientationSettings();
  const [conflict, setConflict] = useState<string | null>(null);
  const form = useDomainForm(orientationSettingsCheck, { defaultValues: formValuesOf(loaded.settings) });
  const dates = useFieldArray({ control: form.control, name: 'orientation_dates' });
  // A save re-keys the form from the stored settings, so a saved form is not dirty.
  useUnsavedChangesWarning(form.formState.isDirty);

  const save = async (values: SiteOrientationSettingsValues) => {
    setConflict(null);
    try {
      await update.mutateAsync({ siteId, values, etag: loaded.etag });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setConflict(error.message);
        return;
      }
      if (error instanceof ApiError && error.errors.length > 0) {
        applyServerFieldErrors(form, error, (field) => formPathOf(field.split('.')));
        return;
      }
      notify('warning', t('failed', { message: error instanceof Error ? error.message : '' }));
      return;
    }
    notify('success', t('saved'));
  };

  return (
    <FormProvider {...form}>
      <form noValidate className={styles.form} onSubmit={form.handleSubmit(save)}>
        <ConflictMessage message={conflict} reloadLabel={t('reload')} onReload={onReload} />
        <fieldset className={styles.dates}>
          <legend className={styles.legend}>{t('dates.legend')}</legend>
          {dates.fields.length === 0 ? <Text className={styles.note}>{t('dates.none')}</Text> : null}
          {dates.fields.map((field, index) => (
            <div key={field.id} className={styles.row} data-testid="orientation-date">
              <DateField
                name={`orientation_dates.${index}.date`}
                label={t('dates.date')}
                required
                max="2099-12-31"
              />
              <SelectField
                name={`orientation_dates.${index}.start_time`}
                label={t('dates.start')}
                options={SLOT_OPTIONS}
                required
              />
              <SelectField
                name={`orientation_dates.${index}.end_time`}
                label={t('dates.end')}
                options={SLOT_OPTIONS}
                required
              />
              <Button
                onClick={() => dates.remove(index)}
                // Named by its date (it starts with the visible word, as speech input expects).
                aria-label={
                  form.getValues(`orientation_dates.${index}.date`)
                    ? t('dates.removeDate', { date: form.getValues(`orientation_dates.${index}.date`) })
                    : t('dates.remove')
                }
              >
                {t('dates.remove')}
              </Button>
            </div>
          ))}
          <div>
            <Button onClick={() => dates.append({ date: '', start_time: '10:00AM', end_time: '11:00AM' })}>
              {t('dates.add')}
            </Button>
          </div>
        </fieldset>
        <TextField
          name="virtual_link"
          label={t('virtualLink')}
          hint={t('virtualLinkHint')}
          maxLength={ORIENTATION_LINK_MAX}
          type="url"
        />
        <TextAreaField name="interestEmailText" label={t('interestEmail')} hint={t('emailsHint')} rows={3} />
        <TextAreaField
          name="registrationEmailText"
          label={t('registrationEmail')}
          hint={t('emailsHint')}
          rows={3}
        />
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" disabled={update.isPending}>
            {update.isPending ? t('saving') : t('save')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
