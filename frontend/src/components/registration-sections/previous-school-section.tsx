import type { RegistrationVariant } from '@enroll/domain';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useStepLayoutStyles } from '../form-fields/field-styles.ts';
import { TextField } from '../form-fields/text-field.tsx';
import './i18n/register-background.ts';

const SCHOOL_MAX_LENGTH = 100;
const PLACE_MAX_LENGTH = 50;

/**
 * Previous School Information: the school name with its city and state. The short
 * flow requires the name only, the long flow all three (the domain's step schema decides).
 */
export function PreviousSchoolSection({ variant }: { variant: RegistrationVariant }) {
  const { t } = useTranslation('registrationBackground');
  const layout = useStepLayoutStyles();
  const placeRequired = variant === 'long';
  const optional = placeRequired ? undefined : t('optional');
  return (
    <>
      <TextField
        name="previousSchool"
        label={t('previousSchool.previousSchool')}
        required
        maxLength={SCHOOL_MAX_LENGTH}
        autoComplete="off"
      />
      <div className={layout.pair}>
        {(['previousSchoolCity', 'previousSchoolState'] as const).map((name) => (
          <TextField
            key={name}
            name={name}
            label={t(`previousSchool.${name}`)}
            required={placeRequired}
            hint={optional}
            offerCapitals
            maxLength={PLACE_MAX_LENGTH}
            autoComplete="off"
          />
        ))}
      </div>
    </>
  );
}
