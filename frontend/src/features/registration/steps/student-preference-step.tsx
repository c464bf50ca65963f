import { NAME_MAX_LENGTH, OTHER_PRONOUNS, PRONOUNS, showsOtherPronouns } from '@enroll/domain';
import { useWatch } from 'react-hook-form';
import { TextField } from '../../../components/form-fields/text-field.tsx';
import { RadioField } from '../../../components/form-fields/yes-no-field.tsx';
import { WizardForm } from '../../../components/wizard/wizard-form.tsx';
import { registerMessages } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { RegistrationStepComponent } from '../step-types.ts';
import { useStepForm } from '../use-step-form.ts';
import { usePeopleFormStyles } from './address/people-form-styles.ts';
import { registrationPeopleEn } from './i18n/en-people.ts';

registerMessages('registrationPeople', registrationPeopleEn);

const PRONOUN_OPTIONS = PRONOUNS.map((pronouns) => ({ value: pronouns, label: pronouns }));

/** Student Preference (short flow): preferred name and pronouns ('Other' asks which). */
const StudentPreferenceStep: RegistrationStepComponent = () => {
  const { t } = useTranslation('registrationPeople');
  const layout = usePeopleFormStyles();
  const form = useStepForm('studentPreference');
  const preferredpronouns = useWatch({ control: form.control, name: 'preferredpronouns' });
  return (
    <WizardForm form={form} className={layout.form}>
      <TextField
        name="studentName"
        label={t('preference.preferredName')}
        required
        capitalise="sentence"
        maxLength={NAME_MAX_LENGTH}
        autoComplete="nickname"
      />
      <RadioField
        name="preferredpronouns"
        label={t('preference.pronouns')}
        options={PRONOUN_OPTIONS}
        layout="vertical"
        required
        onValueChange={(value) => {
          if (value !== OTHER_PRONOUNS) form.setValue('otherpreferredpronouns', '', { shouldDirty: true });
        }}
      />
      {showsOtherPronouns({ preferredpronouns }) && (
        <TextField
          name="otherpreferredpronouns"
          label={t('preference.otherPronouns')}
          required
          maxLength={NAME_MAX_LENGTH}
        />
      )}
    </WizardForm>
  );
};

export default StudentPreferenceStep;
