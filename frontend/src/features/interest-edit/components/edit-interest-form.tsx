import {
  AGE_RANGES,
  ageOn,
  birthDateProblem,
  type EditInterestInput,
  editInterestSchema,
  INTEREST_GRADES,
  PARENT_RELATIONSHIPS,
} from '@enroll/domain';
import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { type FieldErrors, FormProvider, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { VersionedInterest } from '../../../api/interests/get-interest.ts';
import type { EditEntryFormProps } from '../../../components/edit-page/edit-entry-page.tsx';
import { EditFormSection, useEditFormStyles } from '../../../components/edit-page/index.ts';
import { CheckboxField } from '../../../components/form-fields/checkbox-field.tsx';
import { DateField } from '../../../components/form-fields/date-field.tsx';
import { EmailField } from '../../../components/form-fields/email-field.tsx';
import { PhoneField } from '../../../components/form-fields/phone-field.tsx';
import { SelectField } from '../../../components/form-fields/select-field.tsx';
import { TextField } from '../../../components/form-fields/text-field.tsx';
import { useUnsavedChangesWarning } from '../../../components/leave-warning/use-unsaved-changes-warning.ts';
import { useNotify } from '../../../components/notification-banner/notification-banner.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useValidationMessage } from '../../../i18n/use-validation-message.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { applyServerFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { useDomainForm } from '../../../lib/forms/use-domain-form.ts';
import { useUpdateInterest } from '../api/update-interest.ts';
import { type EditInterestFormValues, editValuesOf } from '../edit-interest-values.ts';
import { AddressSection } from './address-section.tsx';
import { CharterSitePickers } from './charter-site-pickers.tsx';

const useStyles = makeStyles({
  // Fluent's Text is inline: the label and the value each take their own line.
  age: { margin: 0, display: 'block' },
  conflict: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderLeft: '4px solid #d8302f',
    backgroundColor: '#fde7e9',
  },
});

/** The first blocking alert (an invalid e-mail or phone) that the errors call for, if any. */
function blockingAlert(errors: FieldErrors<EditInterestFormValues>): string | null {
  if (errors.primaryEmail?.message === 'editInterest.email.invalid') return 'editInterest.email.invalid';
  if (errors.phone?.message === 'editInterest.phone.invalid') return 'editInterest.phone.invalid';
  return null;
}

/**
 * The Edit Interest form: the domain's editInterestSchema checks it; Save with an invalid e-mail or
 * phone shows a blocking alert in the banner; a 409 (someone else saved first) shows the server's
 * message and keeps what was typed until the person reloads.
 */
export function EditInterestForm({ id, loaded, onReload }: EditEntryFormProps<VersionedInterest>) {
  const { t } = useTranslation('interestEdit');
  const translate = useValidationMessage();
  const styles = { ...useEditFormStyles(), ...useStyles() };
  const notify = useNotify();
  const navigate = useNavigate();
  const update = useUpdateInterest();
  const [conflict, setConflict] = useState(false);
  const form = useDomainForm(editInterestSchema, {
    defaultValues: editValuesOf(loaded.entry),
    // The stored grade and relationship are plain strings; the schema narrows (or refuses) them.
  });
  const { control, handleSubmit } = form;
  const unsaved = useUnsavedChangesWarning(form.formState.isDirty);
  const birthDate = useWatch({ control, name: 'birthDate' });
  const sameAddress = useWatch({ control, name: 'sameAddress' });
  // The age shown follows the birth date as it is typed, once the form takes it (the server
  // recalculates it the same way).
  const age = birthDateProblem(birthDate, AGE_RANGES.interest) === null ? ageOn(birthDate) : null;

  const save = async (values: EditInterestInput) => {
    try {
      await update.mutateAsync({ id, values, etag: loaded.etag });
      notify('success', t('saved'));
      unsaved.saved();
      navigate(`/interest-forms/${encodeURIComponent(id)}`);
    } catch (error) {
      if (!(error instanceof ApiError)) {
        notify('warning', t('failed', { message: '' }));
        return;
      }
      if (error.status === 409) {
        setConflict(true);
        notify('warning', error.message);
        return;
      }
      applyServerFieldErrors(form, error);
      notify('warning', t('failed', { message: error.message }));
    }
  };
  // A student's or parent's name: the capitals offer, and no cut as typed (the schema's message says
  // what the limit is).
  const nameField = (
    name: 'studentFirstName' | 'studentLastName' | 'parentFirstName' | 'parentLastName',
    required = false,
  ) => (
    <TextField name={name} label={t(`fields.${name}`)} required={required} offerCapitals autoComplete="off" />
  );
  const refused = (errors: FieldErrors<EditInterestFormValues>) => {
    const alert = blockingAlert(errors);
    if (alert) notify('warning', translate(alert) ?? alert);
  };

  return (
    <FormProvider {...form}>
      <form noValidate className={styles.form} onSubmit={handleSubmit(save, refused)}>
        {conflict && (
          <div className={styles.conflict} role="alert">
            <Text>{t('reloadHint')}</Text>
            <div>
              <Button onClick={onReload}>{t('reload')}</Button>
            </div>
          </div>
        )}
        <EditFormSection title={t('sections.learningCenter')} grid={false}>
          <CharterSitePickers entry={loaded.entry} className={styles.grid} />
        </EditFormSection>
        <EditFormSection title={t('sections.student')}>
          {nameField('studentFirstName', true)}
          {nameField('studentLastName', true)}
          <DateField name="birthDate" label={t('fields.birthDate')} required ageRange={AGE_RANGES.interest} />
          <div>
            <Text as="p" weight="semibold" className={styles.age}>
              {t('fields.age')}
            </Text>
            <Text as="p" className={styles.age} aria-live="polite" data-testid="edit-interest-age">
              {age === null ? '' : t('fields.ageValue', { age })}
            </Text>
          </div>
          <SelectField name="gradeLevel" label={t('fields.gradeLevel')} options={INTEREST_GRADES} />
        </EditFormSection>
        <EditFormSection title={t('sections.parent')}>
          <SelectField
            name="parentRelationship"
            label={t('fields.parentRelationship')}
            options={PARENT_RELATIONSHIPS}
          />
          <span />
          {nameField('parentFirstName')}
          {nameField('parentLastName')}
        </EditFormSection>
        <EditFormSection title={t('sections.contact')}>
          <EmailField name="primaryEmail" label={t('fields.primaryEmail')} required autoComplete="off" />
          <PhoneField name="phone" label={t('fields.phone')} required autoComplete="off" />
        </EditFormSection>
        <EditFormSection title={t('sections.physicalAddress')} grid={false}>
          <AddressSection prefix="" className={styles.grid} />
          <CheckboxField name="sameAddress" label={t('fields.sameAddress')} />
        </EditFormSection>
        {!sameAddress && (
          <EditFormSection title={t('sections.mailingAddress')} grid={false}>
            <AddressSection prefix="mailing" className={styles.grid} />
          </EditFormSection>
        )}
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" disabled={update.isPending}>
            {update.isPending ? t('saving') : t('save')}
          </Button>
          <Button onClick={() => navigate(`/interest-forms/${encodeURIComponent(id)}`)}>{t('cancel')}</Button>
        </div>
      </form>
    </FormProvider>
  );
}
