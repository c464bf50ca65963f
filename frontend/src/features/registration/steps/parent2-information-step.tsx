import {
  EDUCATION_LEVELS,
  isAdultAge,
  isParent2Self,
  NAME_MAX_LENGTH,
  PHONE_TYPES,
  parent2RelationshipOptions,
  registrationAge,
  SELF_18_PLUS,
} from '@enroll/domain';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
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

const useStyles = makeStyles({
  note: { margin: 0, color: tokens.colorNeutralForeground2 },
});

const PHONE_TYPE_OPTIONS = PHONE_TYPES.map((type) => ({ value: type, label: type }));

/**
 * Parent2 Information (short flow). The relationship is required; 'Self 18+' is offered only when the
 * student is 18 or older and then nothing else is asked. Otherwise names, e-mail, phone and phone
 * type are required, education and 'lives with' optional. The step's message ('Please fill out all
 * required fields') comes from the domain through the wizard frame.
 */
const Parent2InformationStep: RegistrationStepComponent = ({ draft }) => {
  const { t } = useTranslation('registrationPeople');
  const layout = usePeopleFormStyles();
  const styles = useStyles();
  const form = useStepForm('parent2Information');
  const { control, getValues, setValue } = form;
  const pg2RelationshipToStudent = useWatch({ control, name: 'pg2RelationshipToStudent' });
  const age = registrationAge(draft);
  const adult = isAdultAge(age);

  // A 'Self 18+' kept from an earlier birth date no longer applies to a minor: the choice is emptied.
  useEffect(() => {
    if (!adult && getValues('pg2RelationshipToStudent') === SELF_18_PLUS)
      setValue('pg2RelationshipToStudent', '', { shouldDirty: true });
  }, [adult, getValues, setValue]);

  return (
    <WizardForm form={form} className={layout.form}>
      <SelectField
        className={layout.select}
        name="pg2RelationshipToStudent"
        label={t('parent2.relationship')}
        options={parent2RelationshipOptions(age)}
        required
      />
      {isParent2Self({ pg2RelationshipToStudent }) ? (
        <p className={styles.note}>{t('parent2.selfNote')}</p>
      ) : (
        <>
          <div className={layout.pair}>
            <TextField
              name="pg2FirstName"
              label={t('parent2.firstName')}
              required
              capitalise="name"
              maxLength={NAME_MAX_LENGTH}
              autoComplete="section-parent2 given-name"
            />
            <TextField
              name="pg2LastName"
              label={t('parent2.lastName')}
              required
              capitalise="name"
              maxLength={NAME_MAX_LENGTH}
              autoComplete="section-parent2 family-name"
            />
          </div>
          <div className={layout.pair}>
            <EmailField
              name="pg2PrimaryEmail"
              label={t('parent2.email')}
              required
              autoComplete="section-parent2 email"
            />
            <PhoneField
              name="pg2PrimaryPhone"
              label={t('parent2.phone')}
              required
              autoComplete="section-parent2 tel-national"
            />
          </div>
          <RadioField
            name="pg2PrimaryPhoneType"
            label={t('parent2.phoneType')}
            options={PHONE_TYPE_OPTIONS}
            required
          />
          <SelectField
            className={layout.select}
            name="pg2HighestLevelOfEducation"
            label={t('parent2.education')}
            options={EDUCATION_LEVELS}
          />
          <YesNoField name="liveWithPg2" label={t('parent2.liveWith')} />
        </>
      )}
    </WizardForm>
  );
};

export default Parent2InformationStep;
