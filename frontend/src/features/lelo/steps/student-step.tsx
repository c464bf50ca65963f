import { AGE_RANGES, ageOn, GENDERS, LELO_PREVIOUSLY_ENROLLED } from '@enroll/domain';
import { useWatch } from 'react-hook-form';
import { DateField } from '../../../components/form-fields/date-field.tsx';
import { NameFields } from '../../../components/form-fields/name-fields.tsx';
import { RadioField } from '../../../components/form-fields/yes-no-field.tsx';
import { StudentContactFields } from '../../../components/registration-sections/student-contact-fields.tsx';
import { WizardForm } from '../../../components/wizard/wizard-form.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { LeloStepComponent } from '../lelo-step-types.ts';
import { useLeloStepForm } from '../use-lelo-step-form.ts';
import { optionsOf, useLeloStepStyles } from './lelo-step-styles.ts';

const GENDER_OPTIONS = optionsOf(GENDERS);

/**
 * Student Information (2/7): previous enrolment, names, gender, birth date, e-mail, phone and its
 * type. The student's own e-mail and phone are required from 18; a minor's parent (next step) is the
 * contact.
 */
const StudentStep: LeloStepComponent = () => {
  const { t } = useTranslation('lelo');
  const layout = useLeloStepStyles();
  const form = useLeloStepForm('student');
  const birthDate = useWatch({ control: form.control, name: 'birthDate' });
  const previouslyEnrolled = LELO_PREVIOUSLY_ENROLLED.map((value) => ({
    value,
    label: t(`options.${value === 'Yes' ? 'yes' : value === 'No' ? 'no' : 'unsure'}`),
  }));
  return (
    <WizardForm form={form} className={layout.form}>
      <RadioField
        name="hasPreviouslyEnrolled"
        label={t('student.hasPreviouslyEnrolled')}
        options={previouslyEnrolled}
        required
      />
      <div className={layout.pair}>
        <NameFields
          first={{ name: 'firstName', label: t('student.firstName') }}
          middle={{ name: 'middleName', label: t('student.middleName') }}
          last={{ name: 'lastName', label: t('student.lastName') }}
          autofill="self"
        />
      </div>
      <RadioField name="gender" label={t('student.gender')} options={GENDER_OPTIONS} required />
      <DateField
        name="birthDate"
        label={t('student.birthDate')}
        required
        ageRange={AGE_RANGES.secondaryEnrollment}
        autoComplete="bday"
      />
      <StudentContactFields age={ageOn(birthDate)} t={t} pairClassName={layout.pair} />
    </WizardForm>
  );
};

export default StudentStep;
