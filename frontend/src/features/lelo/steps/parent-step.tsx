import {
  ageOn,
  isAdultAge,
  isSelfAdult,
  type LeloDraft,
  PHONE_TYPES,
  relationshipOptionsFor,
} from '@enroll/domain';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { EmailField } from '../../../components/form-fields/email-field.tsx';
import { NameFields } from '../../../components/form-fields/name-fields.tsx';
import { PhoneField } from '../../../components/form-fields/phone-field.tsx';
import { SelectField } from '../../../components/form-fields/select-field.tsx';
import { RadioField } from '../../../components/form-fields/yes-no-field.tsx';
import { WizardForm } from '../../../components/wizard/wizard-form.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { LeloStepComponent } from '../lelo-step-types.ts';
import { useLeloWizard } from '../lelo-wizard-context.tsx';
import { useLeloStepForm } from '../use-lelo-step-form.ts';
import { optionsOf, useLeloStepStyles } from './lelo-step-styles.ts';

const PHONE_TYPE_OPTIONS = optionsOf(PHONE_TYPES);

/** The parent fields a 'Self 18+' student does not fill in (emptied when that relationship is picked). */
export const PARENT_FIELDS = [
  'pgFirstName',
  'pgLastName',
  'pgPrimaryEmail',
  'pgPrimaryPhone',
  'pgPrimaryPhoneType',
] as const satisfies readonly (keyof LeloDraft)[];

/**
 * Parent or Guardian Information (3/7): the relationship ('Self 18+' offered only to a student of 18
 * or older) and, unless it is 'Self 18+', the parent's names, e-mail, phone and phone type.
 */
const ParentStep: LeloStepComponent = () => {
  const { t } = useTranslation('lelo');
  const layout = useLeloStepStyles();
  const { draft } = useLeloWizard();
  const form = useLeloStepForm('parent');
  const { control, setValue, getValues } = form;
  const relationship = useWatch({ control, name: 'pgRelationshipToStudent' });
  // Old enough to answer for themself ('Self 18+'): 18 or older today.
  const age = ageOn(draft.birthDate);
  const adult = isAdultAge(age);
  const relationships = relationshipOptionsFor(age);

  // A birth date changed since to a minor's: 'Self 18+' no longer applies.
  useEffect(() => {
    if (!adult && isSelfAdult(getValues('pgRelationshipToStudent')))
      setValue('pgRelationshipToStudent', '', { shouldDirty: true });
  }, [adult, getValues, setValue]);

  const onRelationshipChange = (value: string) => {
    if (!isSelfAdult(value)) return;
    for (const field of PARENT_FIELDS) setValue(field, '', { shouldDirty: true });
  };

  return (
    <WizardForm form={form} className={layout.form}>
      <SelectField
        className={layout.select}
        name="pgRelationshipToStudent"
        label={t('parent.relationship')}
        options={relationships}
        hint={adult ? t('parent.selfHint') : undefined}
        required
        onValueChange={onRelationshipChange}
      />
      {!isSelfAdult(relationship) && (
        <>
          <div className={layout.pair}>
            <NameFields
              first={{ name: 'pgFirstName', label: t('parent.firstName') }}
              last={{ name: 'pgLastName', label: t('parent.lastName') }}
            />
          </div>
          <div className={layout.pair}>
            <EmailField name="pgPrimaryEmail" label={t('parent.email')} required />
            <PhoneField name="pgPrimaryPhone" label={t('parent.phone')} required />
          </div>
          <RadioField
            name="pgPrimaryPhoneType"
            label={t('parent.phoneType')}
            options={PHONE_TYPE_OPTIONS}
            required
          />
        </>
      )}
    </WizardForm>
  );
};

export default ParentStep;
