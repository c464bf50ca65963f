import { RACES } from '@enroll/domain';
import { useTranslation } from '../../i18n/use-translation.ts';
import { SelectField } from '../form-fields/select-field.tsx';
import { YesNoField } from '../form-fields/yes-no-field.tsx';
import './i18n/register-background.ts';

/** Ethnicity: the Hispanic or Latino question and the primary race category (both required). */
export function EthnicitySection() {
  const { t } = useTranslation('registrationBackground');
  return (
    <>
      <YesNoField
        name="isStudentHispanicOrLatino"
        label={t('ethnicity.isStudentHispanicOrLatino')}
        required
      />
      <SelectField
        name="primaryRaceCategory"
        label={t('ethnicity.primaryRaceCategory')}
        options={RACES}
        required
      />
    </>
  );
}
