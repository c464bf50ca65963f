import {
  ageOn,
  asksParentContactPermission,
  EDUCATION_LEVELS,
  PARENT_RELATIONSHIPS_WITHOUT_SELF,
  type RegistrationDraft,
  type RegistrationVariant,
  showsParentFields,
} from '@enroll/domain';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import { SelectField } from '../form-fields/select-field.tsx';
import { YesNoField } from '../form-fields/yes-no-field.tsx';
import { usePeopleFormStyles } from './address/people-form-styles.ts';
import { ParentContactFields } from './parent-contact-fields.tsx';
import './i18n/register-people.ts';

export interface ParentInformationSectionProps {
  /** Long flow (and the staff form): education required, 'lives with' not asked; short flow the reverse. */
  variant: RegistrationVariant;
  /** Shown after parent 1's fields, with them (the staff form's Parent 2 fields). */
  children?: ReactNode;
}

/**
 * Parent Information (long flow) / Parent 1 Information (short flow). A student of 18 or older is
 * first asked for permission to contact a parent; the parent fields show under 18 or on yes.
 * Parent 1 is never 'Self 18+' (the domain's list without it). Education is required in the long
 * flow only; 'lives with' is asked in the short flow only.
 */
export function ParentInformationSection({ variant, children }: ParentInformationSectionProps) {
  const { t } = useTranslation('registrationPeople');
  const layout = usePeopleFormStyles();
  const { control } = useFormContext<RegistrationDraft>();
  const [birthDate, permissionParentContact] = useWatch({
    control,
    name: ['birthDate', 'permissionParentContact'],
  });
  const age = ageOn(birthDate);
  const long = variant === 'long';
  return (
    <>
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
          <ParentContactFields parent="parent1" />
          <SelectField
            className={layout.select}
            name="pgHighestLevelOfEducation"
            label={t('parent.education')}
            options={EDUCATION_LEVELS}
            required={long}
          />
          {!long && <YesNoField name="liveWithPg" label={t('parent.liveWith')} required />}
          {children}
        </>
      )}
    </>
  );
}
