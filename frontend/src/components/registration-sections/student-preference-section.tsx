import {
  NAME_MAX_LENGTH,
  OTHER_PRONOUNS,
  PRONOUNS,
  type RegistrationDraft,
  showsOtherPronouns,
} from '@enroll/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import { TextField } from '../form-fields/text-field.tsx';
import { RadioField } from '../form-fields/yes-no-field.tsx';
import './i18n/register-people.ts';

const PRONOUN_OPTIONS = PRONOUNS.map((pronouns) => ({ value: pronouns, label: pronouns }));

/** Student Preference: preferred name and pronouns ('Other' asks which). */
export function StudentPreferenceSection() {
  const { t } = useTranslation('registrationPeople');
  const { control, setValue } = useFormContext<RegistrationDraft>();
  const preferredpronouns = useWatch({ control, name: 'preferredpronouns' });
  return (
    <>
      <TextField
        name="studentName"
        label={t('preference.preferredName')}
        required
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
          if (value !== OTHER_PRONOUNS) setValue('otherpreferredpronouns', '', { shouldDirty: true });
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
    </>
  );
}
