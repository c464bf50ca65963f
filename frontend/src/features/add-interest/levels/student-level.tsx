import { AGE_RANGES, ageOn, birthDateProblem, INTEREST_GRADES } from '@enroll/domain';
import { useWatch } from 'react-hook-form';
import { DateField } from '../../../components/form-fields/date-field.tsx';
import { NameFields } from '../../../components/form-fields/name-fields.tsx';
import { SelectField } from '../../../components/form-fields/select-field.tsx';
import { SiteChooser } from '../../../components/site-search/index.ts';
import { WizardForm } from '../../../components/wizard/wizard-form.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useAddInterest } from '../add-interest-context.tsx';
import { useLevelStyles } from './level-styles.ts';
import { useLevelForm } from './use-level-form.ts';

/** Level 0: the learning center (through the site modals), the student's name, birth date and grade. */
export function StudentLevel() {
  const { t } = useTranslation('addInterest');
  const styles = useLevelStyles();
  const { site, chooseSite } = useAddInterest();
  const form = useLevelForm('student');
  const birthDate = useWatch({ control: form.control, name: 'birthDate' });
  // The age is offered for a check once the date is a valid birth date.
  const age = birthDateProblem(birthDate, AGE_RANGES.interest) === null ? ageOn(birthDate) : null;
  return (
    <WizardForm form={form} className={styles.stack}>
      <SiteChooser name="learningCenterId" site={site} onChoose={chooseSite} />
      <div className={styles.pair}>
        <NameFields
          first={{ name: 'studentFirstName', label: t('fields.studentFirstName') }}
          last={{ name: 'studentLastName', label: t('fields.studentLastName') }}
          autofill="off"
        />
      </div>
      <div className={styles.pair}>
        <DateField
          name="birthDate"
          label={t('fields.birthDate')}
          required
          ageRange={AGE_RANGES.interest}
          hint={age === null ? undefined : t('fields.age', { age })}
        />
        <SelectField name="gradeLevel" label={t('fields.gradeLevel')} options={INTEREST_GRADES} />
      </div>
    </WizardForm>
  );
}
