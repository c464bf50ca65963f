import {
  asksParentContactPermission,
  EDUCATION_LEVELS,
  NAME_MAX_LENGTH,
  PARENT_RELATIONSHIPS_WITHOUT_SELF,
  PHONE_TYPES,
  registrationAge,
  showsParentFields,
} from '@enroll/domain';
import { useWatch } from 'react-hook-form';
import { EmailField } from '../../../components/form-fields/email-field.tsx';
import { PhoneField } from '../../../components/form-fields/phone-field.tsx';
import { SelectField } from '../../../components/form-fields/select-field.tsx';
import { TextField } from '../../../components/form-fields/text-field.tsx';
import { RadioField, YesNoField } from '../../../components/form-fields/yes-no-field.tsx';
import { WizardForm } from '../../../components/wizard/wizard-form.tsx';
import { registerMessages } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { RegistrationStepComponent } from '../step-types.ts';
import { useStepForm } from '../use-step-form.ts';
import { usePeopleFormStyles } from './address/people-form-styles.ts';
import { registrationPeopleEn } from './i18n/en-people.ts';

registerMessages('registrationPeople', registrationPeopleEn);

const PHONE_TYPE_OPTIONS = PHONE_TYPES.map((type) => ({ value: type, label: type }));

/**
 * Parent Information (long flow) / Parent 1 Information (short flow). A student of 18 or older is
 * first asked for permission to contact a parent; the parent fields show under 18 or on yes.
 * Parent 1 is never 'Self 18+' (the domain's list without it). Education is required in the long
 * flow only; 'lives with' is asked in the short flow only.
 */
const ParentInformationStep: RegistrationStepComponent = ({ draft, variant }) => {
  const { t } = useTranslation('registrationPeople');
  const layout = usePeopleFormStyles();
  const form = useStepForm('parentInformation');
  const permissionParentContact = useWatch({ control: form.control, name: 'permissionParentContact' });
  const age = registrationAge(draft);
  const long = variant === 'long';
  return (
    <WizardForm form={form} className={layout.form}>
      {asksParentContactPermission(age) && (
        <YesNoField
          name="permissionParentContact"
          label={t('parent.permission')}
          hint={t('parent.permissionHint')}
          required
        />
      )}
      {showsParentFields({ permissionParentContact }, age) && (
        <>
          <SelectField
            className={layout.select}
            name="pgRelationshipToStudent"
            label={t('parent.relationship')}
            options={PARENT_RELATIONSHIPS_WITHOUT_SELF}
            required
          />
          <div className={layout.pair}>
            <TextField
              name="pgFirstName"
              label={t('parent.firstName')}
              required
              capitalise="name"
              maxLength={NAME_MAX_LENGTH}
              autoComplete="section-parent1 given-name"
            />
            <TextField
              name="pgLastName"
              label={t('parent.lastName')}
              required
              capitalise="name"
              maxLength={NAME_MAX_LENGTH}
              autoComplete="section-parent1 family-name"
            />
          </div>
          <div className={layout.pair}>
            <EmailField
              name="pgPrimaryEmail"
              label={t('parent.email')}
              required
              autoComplete="section-parent1 email"
            />
            <PhoneField
              name="pgPrimaryPhone"
              label={t('parent.phone')}
              required
              autoComplete="section-parent1 tel-national"
            />
          </div>
          <RadioField
            name="pgPrimaryPhoneType"
            label={t('parent.phoneType')}
            options={PHONE_TYPE_OPTIONS}
            required
          />
          <SelectField
            className={layout.select}
            name="pgHighestLevelOfEducation"
            label={t('parent.education')}
            options={EDUCATION_LEVELS}
            required={long}
          />
          {!long && <YesNoField name="liveWithPg" label={t('parent.liveWith')} required />}
        </>
      )}
    </WizardForm>
  );
};

export default ParentInformationStep;
