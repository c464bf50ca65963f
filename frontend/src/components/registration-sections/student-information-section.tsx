import {
  AGE_RANGES,
  ageOn,
  BIRTH_COUNTRIES,
  birthDateProblem,
  GENDERS,
  isUnitedStates,
  NAME_MAX_LENGTH,
  REGISTRATION_GRADES,
  type RegistrationDraft,
  type RegistrationVariant,
  showsSuffix,
  US_STATES,
} from '@enroll/domain';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import { DateField } from '../form-fields/date-field.tsx';
import { withCurrent } from '../form-fields/place-options.ts';
import { SelectField } from '../form-fields/select-field.tsx';
import { TextField } from '../form-fields/text-field.tsx';
import { RadioField, YesNoField } from '../form-fields/yes-no-field.tsx';
import { usePeopleFormStyles } from './address/people-form-styles.ts';
import { StudentContactFields } from './student-contact-fields.tsx';
import './i18n/register-people.ts';

const useStyles = makeStyles({
  birthDate: { display: 'grid', gap: tokens.spacingVerticalXS, minWidth: 0, alignContent: 'start' },
  ageLine: {
    margin: 0,
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
  },
});

const GENDER_OPTIONS = GENDERS.map((gender) => ({ value: gender, label: gender }));
const US_STATE_NAMES = US_STATES.map(([, name]) => name);

export interface StudentInformationSectionProps {
  /** The long flow (and the staff form) requires the suffix answer and asks birth country and state. */
  variant: RegistrationVariant;
  /** A staff intercession registration: no suffix question, no birth country or state. */
  intercession?: boolean;
  /** False hides the grade (the staff edit form of an intercession registration). */
  showGrade?: boolean;
}

/**
 * Student Information: names (kept as typed, with the capitals offer), suffix (its text only on yes),
 * gender, birth date with the age line, grade, birth country and state (long flow), e-mail, phone and
 * phone type.
 */
export function StudentInformationSection({
  variant,
  intercession = false,
  showGrade = true,
}: StudentInformationSectionProps) {
  const { t } = useTranslation('registrationPeople');
  const layout = usePeopleFormStyles();
  const styles = useStyles();
  const { control, setValue } = useFormContext<RegistrationDraft>();
  const [firstName, birthDate, haveSuffix, birthCountry, birthState] = useWatch({
    control,
    name: ['firstName', 'birthDate', 'haveSuffix', 'birthCountry', 'birthState'],
  });
  const long = variant === 'long' && !intercession;
  const age = ageOn(birthDate);
  // The age is offered for a check only for a birth date the form takes; any other gets the
  // birth-date rule's message (a future date, an age outside the form's range).
  const ageLine =
    age !== null && birthDateProblem(birthDate, AGE_RANGES.registration) === null
      ? t('student.ageLine', { name: firstName.trim() || t('student.ageLineNoName'), age })
      : '';

  return (
    <>
      {/* The names are written out rather than NameFields: this is the registration's first screen, at
          its byte budget, and gzip makes repeated fields nearly free where a shared component is not. */}
      <div className={layout.pair}>
        <TextField
          name="firstName"
          label={t('student.firstName')}
          required
          offerCapitals
          maxLength={NAME_MAX_LENGTH}
          autoComplete="given-name"
        />
        <TextField
          name="middleName"
          label={t('student.middleName')}
          offerCapitals
          maxLength={NAME_MAX_LENGTH}
          autoComplete="additional-name"
        />
        <TextField
          name="lastName"
          label={t('student.lastName')}
          required
          offerCapitals
          maxLength={NAME_MAX_LENGTH}
          autoComplete="family-name"
        />
        {!intercession && (
          <div className={layout.cell}>
            <YesNoField
              name="haveSuffix"
              label={t('student.haveSuffix')}
              required={long}
              onValueChange={(answer) => {
                if (answer !== 'yes') setValue('suffix', '', { shouldDirty: true });
              }}
            />
            {showsSuffix({ haveSuffix }) && (
              <TextField
                name="suffix"
                label={t('student.suffix')}
                required
                maxLength={NAME_MAX_LENGTH}
                placeholder={t('student.suffixPlaceholder')}
                autoComplete="honorific-suffix"
              />
            )}
          </div>
        )}
      </div>
      <RadioField name="gender" label={t('student.gender')} options={GENDER_OPTIONS} required />
      <div className={layout.pair}>
        <div className={styles.birthDate}>
          <DateField
            name="birthDate"
            label={t('student.birthDate')}
            required
            ageRange={AGE_RANGES.registration}
            autoComplete="bday"
          />
          <p className={styles.ageLine} aria-live="polite" data-testid="student-age-line">
            {ageLine}
          </p>
        </div>
        {showGrade && (
          <SelectField
            className={layout.select}
            name="gradeLevel"
            label={t('student.gradeLevel')}
            options={REGISTRATION_GRADES}
            required
          />
        )}
      </div>
      {long && (
        <div className={layout.pair}>
          <SelectField
            className={layout.select}
            name="birthCountry"
            label={t('student.birthCountry')}
            options={withCurrent(BIRTH_COUNTRIES, birthCountry)}
            places
            required
            onValueChange={() => setValue('birthState', '', { shouldDirty: true })}
          />
          {isUnitedStates(birthCountry) ? (
            <SelectField
              className={layout.select}
              name="birthState"
              label={t('student.birthState')}
              options={withCurrent(US_STATE_NAMES, birthState)}
              places
              required
            />
          ) : (
            <TextField
              name="birthState"
              label={t('student.birthStateProvince')}
              required
              maxLength={NAME_MAX_LENGTH}
            />
          )}
        </div>
      )}
      <StudentContactFields age={age} t={t} pairClassName={layout.pair} />
    </>
  );
}
