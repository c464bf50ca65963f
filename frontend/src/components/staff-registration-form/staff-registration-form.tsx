import {
  ENROLLMENT_TYPES,
  REGISTRATION_NOTES_MAX,
  registersForIntercession,
  type StaffRegistrationMode,
  type StaffRegistrationValues,
  type StaffSiteOption,
  staffRegistrationSchema,
  staffRegistrationSections,
} from '@enroll/domain';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { registerMessages } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ApiError } from '../../lib/api-client.ts';
import { asTypedSchema } from '../../lib/forms/as-typed-schema.ts';
import { draftFieldOf } from '../../lib/forms/field-errors.ts';
import { applyServerFieldErrors } from '../../lib/forms/server-field-errors.ts';
import { useDomainForm } from '../../lib/forms/use-domain-form.ts';
import { TextAreaField } from '../form-fields/text-area-field.tsx';
import { RadioField } from '../form-fields/yes-no-field.tsx';
import { useUnsavedChangesWarning } from '../leave-warning/use-unsaved-changes-warning.ts';
import { useNotify } from '../notification-banner/notification-banner.tsx';
import { useSelfOnlyForAdults } from '../registration-sections/index.ts';
import { SiteChooser } from '../site-search/index.ts';
import { staffRegistrationFormEn } from './i18n/en.ts';
import { StaffRegistrationSections } from './staff-registration-sections.tsx';

registerMessages('staffRegistrationForm', staffRegistrationFormEn);

/** The registration notes are a text area of 5 rows. */
const NOTES_ROWS = 5;

const useStyles = makeStyles({
  form: {
    display: 'grid',
    gap: tokens.spacingVerticalXXL,
    minWidth: 0,
    gridTemplateColumns: 'minmax(0, 1fr)',
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

/**
 * The one staff registration form (every section on one page), used by
 * /add-registration and by the edit mode of /registration-forms/{id}.
 */
export interface StaffRegistrationFormProps {
  mode: StaffRegistrationMode;
  /**
   * The starting values (a transfer's hand-over, a stored draft, or the stored registration). Read
   * once, when the form mounts: give the form a new `key` to start again from other values.
   */
  defaultValues: StaffRegistrationValues;
  /** The learning center `defaultValues.site` names, shown under the site buttons; null when none. */
  defaultSite: StaffSiteOption | null;
  /**
   * The edit's stored registration: gaps it already had stay while their fields are unchanged
   * (staffRegistrationEditIssues), as the server checks.
   */
  stored?: StaffRegistrationValues;
  /** The submit button's text ('Submit' / 'Submit Changes'). */
  submitLabel: string;
  /**
   * Called with values the domain's staffRegistrationSchema accepted. A rejected promise with an
   * ApiError shows its field errors on the fields (and its message in the banner); the values stay.
   */
  onSubmit: (values: StaffRegistrationValues) => Promise<void>;
  /** Every change of the values (the Add page keeps a draft so a reload loses nothing). */
  onValuesChange?: (values: StaffRegistrationValues) => void;
  /** The learning center confirmed in a site modal (the Add page keeps it with its draft). */
  onSiteChange?: (site: StaffSiteOption) => void;
  /** Buttons beside Submit (e.g. 'Cancel Edit'). */
  actions?: ReactNode;
}

/**
 * The first invalid control of the form in page order: the first element named by an invalid field
 * (a radio group's radios carry its name) or marked invalid (the learning center), or what can take
 * the focus inside it.
 */
function firstInvalidControl(root: HTMLElement, invalidFields: readonly string[]): HTMLElement | null {
  const first = [...root.querySelectorAll<HTMLElement>('[name], [data-invalid="true"]')].find(
    (element) =>
      element.dataset.invalid === 'true' || invalidFields.includes(element.getAttribute('name') ?? ''),
  );
  if (!first || first.matches('input, select, textarea, button')) return first ?? null;
  return first.querySelector<HTMLElement>('button, input, select, textarea');
}

/**
 * The staff registration form: one react-hook-form over StaffRegistrationValues checked by the
 * domain's staffRegistrationSchema(mode). The enrollment type and the learning center come first,
 * then the sections staffRegistrationSections shows, the registration notes and the buttons. Errors
 * show after the first submit (red borders, messages, the banner, the focus on the first invalid
 * field), then follow each change; a refused save keeps what was typed.
 */
export function StaffRegistrationForm({
  mode,
  defaultValues,
  defaultSite,
  stored,
  submitLabel,
  onSubmit,
  onValuesChange,
  onSiteChange,
  actions,
}: StaffRegistrationFormProps) {
  const { t } = useTranslation('staffRegistrationForm');
  const styles = useStyles();
  const notify = useNotify();
  // The chosen site's name, charter and address (the form's `site` holds only its id).
  const [site, setSite] = useState(defaultSite);
  const [schema] = useState(() =>
    asTypedSchema<StaffRegistrationValues>(staffRegistrationSchema(mode, undefined, stored)),
  );
  const form = useDomainForm(schema, {
    defaultValues,
    issuesOn: draftFieldOf,
    // The focus goes to the first invalid field in page order (see focusRequest), not RHF's field order.
    shouldFocusError: false,
  });
  const { control, handleSubmit, watch, getValues, formState } = form;
  // The Add page keeps a draft; an edit's changes live only in the form until saved.
  useUnsavedChangesWarning(mode === 'edit' && formState.isDirty);
  useSelfOnlyForAdults(form);
  const [enrollmentType, isMailingAddressTheSame] = useWatch({
    control,
    name: ['enrollmentType', 'isMailingAddressTheSame'],
  });
  const intercession = registersForIntercession(enrollmentType);
  const sections = staffRegistrationSections({ isMailingAddressTheSame }, intercession);

  const changeRef = useRef(onValuesChange);
  useEffect(() => {
    changeRef.current = onValuesChange;
  });
  useEffect(() => {
    const subscription = watch(() => changeRef.current?.(getValues()));
    return () => subscription.unsubscribe();
  }, [watch, getValues]);

  // After a refused submit the focus goes to the first invalid field once the errors are on the page
  // (react-hook-form publishes them after the refusal callback): checked after each render until then.
  const formRef = useRef<HTMLFormElement>(null);
  const focusPending = useRef(false);
  const invalidFields = Object.keys(formState.errors);
  useEffect(() => {
    if (!focusPending.current || !formRef.current) return;
    const control = firstInvalidControl(formRef.current, invalidFields);
    if (!control) return;
    focusPending.current = false;
    control.focus();
  });
  const refused = () => {
    notify('warning', t('invalid'));
    focusPending.current = true;
  };

  const submit = async (values: StaffRegistrationValues) => {
    try {
      await onSubmit(values);
    } catch (error) {
      if (!(error instanceof ApiError)) {
        notify('warning', t('failed'));
        return;
      }
      // 'courses.0.id' belongs to the field 'courses'.
      const unplaced = applyServerFieldErrors(form, error, draftFieldOf);
      if (unplaced.length < error.errors.length) focusPending.current = true;
      notify('warning', error.message);
    }
  };

  return (
    <FormProvider {...form}>
      <form ref={formRef} noValidate className={styles.form} onSubmit={handleSubmit(submit, refused)}>
        <RadioField
          name="enrollmentType"
          label={t('enrollmentType')}
          options={ENROLLMENT_TYPES.map((type) => ({ value: type, label: t(`enrollmentTypes.${type}`) }))}
          required
        />
        <SiteChooser
          name="site"
          site={site}
          onChoose={(chosen) => {
            setSite(chosen);
            onSiteChange?.(chosen);
          }}
        />
        <StaffRegistrationSections sections={sections} mode={mode} intercession={intercession} />
        <TextAreaField
          name="generalRegistrationNotes"
          label={t('notes')}
          rows={NOTES_ROWS}
          maxLength={REGISTRATION_NOTES_MAX}
        />
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t('submitting') : submitLabel}
          </Button>
          {actions}
        </div>
      </form>
    </FormProvider>
  );
}
