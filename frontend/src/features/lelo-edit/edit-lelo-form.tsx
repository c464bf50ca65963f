import {
  hasCaliforniaCounties,
  isSelfAdult,
  LELO_ADDRESS_MAX_LENGTH,
  LELO_YES_NO,
  type LeloStaffEditInput,
  leloEditContextOf,
  leloStaffEditSchema,
  leloStaffEditValuesOf,
  PHONE_TYPES,
} from '@enroll/domain';
import { Button, makeStyles } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { VersionedLeloEntry } from '../../api/lelo-staff/get-lelo-entry.ts';
import type { EditEntryFormProps } from '../../components/edit-page/edit-entry-page.tsx';
import { ConflictMessage, EditFormSection, useEditFormStyles } from '../../components/edit-page/index.ts';
import { CountyField } from '../../components/form-fields/county-field.tsx';
import { EmailField } from '../../components/form-fields/email-field.tsx';
import { PhoneField } from '../../components/form-fields/phone-field.tsx';
import { usStateOptions } from '../../components/form-fields/place-options.ts';
import { SelectField } from '../../components/form-fields/select-field.tsx';
import { TextField } from '../../components/form-fields/text-field.tsx';
import { useUnsavedChangesWarning } from '../../components/leave-warning/use-unsaved-changes-warning.ts';
import { useNotify } from '../../components/notification-banner/notification-banner.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ApiError } from '../../lib/api-client.ts';
import { applyServerFieldErrors } from '../../lib/forms/server-field-errors.ts';
import { useDomainForm } from '../../lib/forms/use-domain-form.ts';
import { useUpdateLeloEntry } from './api/update-lelo-entry.ts';

const useStyles = makeStyles({
  note: { margin: 0 },
});

/** The physical and the mailing address's street, city, State and ZIP (labelled 'fields.' and the name). */
const ADDRESS_NAMES = {
  physical: { street: 'street', city: 'city', state: 'state', zip: 'zip' },
  mailing: { street: 'mailingStreet', city: 'mailingCity', state: 'mailingState', zip: 'mailingZip' },
} as const;

/**
 * The Admin edit (Lelo) form: the domain's leloStaffEditSchema for this entry checks it (the server
 * uses the same). A signed entry shows its names read-only: only contact details and addresses
 * change, so the signed agreement stays what was signed. A 409 shows the server's message with Reload
 * and keeps what was typed; a 400 puts the server's field errors on the fields.
 */
export function EditLeloForm({ id, loaded, onReload }: EditEntryFormProps<VersionedLeloEntry>) {
  const { t } = useTranslation('leloEdit');
  const styles = { ...useEditFormStyles(), ...useStyles() };
  const notify = useNotify();
  const navigate = useNavigate();
  const update = useUpdateLeloEntry();
  const [conflict, setConflict] = useState<string | null>(null);
  const context = useMemo(() => leloEditContextOf(loaded.entry), [loaded.entry]);
  const schema = useMemo(() => leloStaffEditSchema(context), [context]);
  const form = useDomainForm(schema, {
    defaultValues: leloStaffEditValuesOf(loaded.entry),
  });
  const { control, handleSubmit } = form;
  const unsaved = useUnsavedChangesWarning(form.formState.isDirty);
  const [mailingSame, state, mailingState] = useWatch({
    control,
    name: ['isMailingAddressTheSame', 'state', 'mailingState'],
  });
  const sameMailing = mailingSame === 'Yes';
  const selfAdult = isSelfAdult(context.pgRelationshipToStudent);
  const detailPath = `/lelo-forms/${encodeURIComponent(id)}`;

  const save = async (values: LeloStaffEditInput) => {
    try {
      await update.mutateAsync({ id, values, etag: loaded.etag });
    } catch (error) {
      if (!(error instanceof ApiError)) {
        notify('warning', t('failed', { message: '' }));
        return;
      }
      if (error.status === 409) {
        setConflict(error.message);
        return;
      }
      applyServerFieldErrors(form, error);
      notify('warning', t('failed', { message: error.message }));
      return;
    }
    notify('success', t('saved'));
    unsaved.saved();
    navigate(detailPath);
  };

  const nameField = (
    name: 'firstName' | 'middleName' | 'lastName' | 'pgFirstName' | 'pgLastName',
    required = false,
  ) => (
    <TextField
      name={name}
      label={t(`fields.${name}`)}
      required={required && !context.signed}
      offerCapitals
      autoComplete="off"
      disabled={context.signed}
    />
  );

  // An address's street, city, State (by its code; `stored` keeps a value from elsewhere listed) and
  // five-digit ZIP: a signed entry's physical address requires them, the mailing address never.
  const addressFields = (address: keyof typeof ADDRESS_NAMES, stored: string, required = false) => {
    const names = ADDRESS_NAMES[address];
    return (
      <>
        <TextField
          name={names.street}
          label={t(`fields.${names.street}`)}
          required={required}
          autoComplete="off"
        />
        <TextField
          name={names.city}
          label={t(`fields.${names.city}`)}
          required={required}
          autoComplete="off"
        />
        <SelectField
          name={names.state}
          label={t(`fields.${names.state}`)}
          required={required}
          options={usStateOptions(stored)}
        />
        <TextField
          name={names.zip}
          label={t(`fields.${names.zip}`)}
          required={required}
          inputMode="numeric"
          maxLength={5}
          autoComplete="off"
        />
      </>
    );
  };

  return (
    <FormProvider {...form}>
      <form noValidate className={styles.form} onSubmit={handleSubmit(save)}>
        <ConflictMessage message={conflict} reloadLabel={t('reload')} onReload={onReload} />
        <p className={styles.note}>{context.signed ? t('signedNote') : t('unsignedNote')}</p>
        <EditFormSection title={t('sections.student')}>
          {nameField('firstName', true)}
          {nameField('middleName')}
          {nameField('lastName', true)}
          <span />
          <EmailField
            name="studentEmail"
            label={t('fields.studentEmail')}
            required={context.studentContactRequired}
            autoComplete="off"
          />
          <PhoneField
            name="studentPrimaryPhone"
            label={t('fields.studentPrimaryPhone')}
            required={context.studentContactRequired}
            autoComplete="off"
          />
          <SelectField
            name="studentPrimaryPhoneType"
            label={t('fields.studentPrimaryPhoneType')}
            options={PHONE_TYPES}
          />
        </EditFormSection>
        {selfAdult ? null : (
          <EditFormSection title={t('sections.parent')}>
            {nameField('pgFirstName')}
            {nameField('pgLastName')}
            <EmailField name="pgPrimaryEmail" label={t('fields.pgPrimaryEmail')} autoComplete="off" />
            <PhoneField name="pgPrimaryPhone" label={t('fields.pgPrimaryPhone')} autoComplete="off" />
            <SelectField
              name="pgPrimaryPhoneType"
              label={t('fields.pgPrimaryPhoneType')}
              options={PHONE_TYPES}
            />
          </EditFormSection>
        )}
        <EditFormSection title={t('sections.physicalAddress')}>
          {addressFields('physical', state, context.signed)}
          <CountyField
            name="country"
            label={t('fields.country')}
            californian={hasCaliforniaCounties(state)}
            required={context.signed}
            maxLength={LELO_ADDRESS_MAX_LENGTH}
          />
          <TextField name="district" label={t('fields.district')} autoComplete="off" />
          <SelectField
            name="isMailingAddressTheSame"
            label={t('fields.isMailingAddressTheSame')}
            options={LELO_YES_NO}
          />
        </EditFormSection>
        {sameMailing ? null : (
          <EditFormSection title={t('sections.mailingAddress')}>
            {addressFields('mailing', mailingState)}
          </EditFormSection>
        )}
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" disabled={update.isPending}>
            {update.isPending ? t('saving') : t('save')}
          </Button>
          <Button onClick={() => navigate(detailPath)}>{t('back')}</Button>
        </div>
      </form>
    </FormProvider>
  );
}
