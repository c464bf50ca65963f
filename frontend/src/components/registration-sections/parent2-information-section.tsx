import {
  ageOn,
  EDUCATION_LEVELS,
  hasNoSecondParent,
  isAdultAge,
  isSelfAdult,
  type RegistrationDraft,
  relationshipOptionsFor,
} from '@enroll/domain';
import { Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { type UseFormReturn, useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import { SelectField } from '../form-fields/select-field.tsx';
import { YesNoField } from '../form-fields/yes-no-field.tsx';
import { usePeopleFormStyles } from './address/people-form-styles.ts';
import { ParentContactFields } from './parent-contact-fields.tsx';
import './i18n/register-people.ts';

const useStyles = makeStyles({
  note: { margin: 0, color: tokens.colorNeutralForeground2 },
  // The whole label is the tap target: at least 44 px high on a phone.
  noSecondParent: {
    minHeight: '44px',
    display: 'flex',
    alignItems: 'center',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    paddingRight: tokens.spacingHorizontalS,
  },
});

/**
 * 'No second parent or guardian', first on the wizard's Parent 2 step: a single-parent
 * family ticks it and is asked nothing else. The draft holds 'yes' or ''.
 */
function NoSecondParentChoice() {
  const { t } = useTranslation('registrationPeople');
  const styles = useStyles();
  const { field } = useController<RegistrationDraft, 'noSecondParent'>({ name: 'noSecondParent' });
  return (
    <Checkbox
      ref={field.ref}
      name={field.name}
      size="large"
      className={styles.noSecondParent}
      label={t('parent2.noSecondParent')}
      checked={field.value === 'yes'}
      onChange={(_event, data) => field.onChange(data.checked === true ? 'yes' : '')}
      onBlur={field.onBlur}
      data-testid="no-second-parent"
    />
  );
}

/**
 * A 'Self 18+' kept from an earlier birth date no longer applies to a minor: the choice is emptied.
 * Called by the component that owns the form, after the form's own hooks, so whatever listens to its
 * changes (the wizard's draft saving) is subscribed before the value is emptied.
 */
export function useSelfOnlyForAdults<T extends RegistrationDraft>(form: UseFormReturn<T>): void {
  const draftForm = form as unknown as UseFormReturn<RegistrationDraft>;
  const birthDate = useWatch({ control: draftForm.control, name: 'birthDate' });
  const adult = isAdultAge(ageOn(birthDate));
  const { getValues, setValue } = draftForm;
  useEffect(() => {
    if (!adult && isSelfAdult(getValues('pg2RelationshipToStudent')))
      setValue('pg2RelationshipToStudent', '', { shouldDirty: true });
  }, [adult, getValues, setValue]);
}

export interface Parent2InformationSectionProps {
  /**
   * Which rules mark the fields required: the short flow's wizard step (e-mail and phone required,
   * education and 'lives with' optional) or the staff form (e-mail and phone optional, 'lives with'
   * required, education required unless intercession, when it is not asked).
   */
  rules?: 'wizard' | 'staff';
  /** Staff intercession registration: parent 2's education is not asked. */
  intercession?: boolean;
}

/**
 * Parent 2. The wizard first offers 'No second parent or guardian', which needs nothing else. The
 * relationship is required; 'Self 18+' is offered only when the student is 18 or older and then
 * nothing else is asked (the form's owner calls useSelfOnlyForAdults). Otherwise names and phone type
 * are required, the rest as `rules` says.
 */
export function Parent2InformationSection({
  rules = 'wizard',
  intercession = false,
}: Parent2InformationSectionProps) {
  const { t } = useTranslation('registrationPeople');
  const layout = usePeopleFormStyles();
  const styles = useStyles();
  const { control } = useFormContext<RegistrationDraft>();
  const [birthDate, pg2RelationshipToStudent, noSecondParent] = useWatch({
    control,
    name: ['birthDate', 'pg2RelationshipToStudent', 'noSecondParent'],
  });
  const age = ageOn(birthDate);
  const staff = rules === 'staff';

  if (!staff && hasNoSecondParent({ noSecondParent })) {
    return (
      <>
        <NoSecondParentChoice />
        <p className={styles.note}>{t('parent2.noSecondParentNote')}</p>
      </>
    );
  }
  return (
    <>
      {staff ? null : <NoSecondParentChoice />}
      <SelectField
        className={layout.select}
        name="pg2RelationshipToStudent"
        label={t('parent2.relationship')}
        options={relationshipOptionsFor(age)}
        required
      />
      {isSelfAdult(pg2RelationshipToStudent) ? (
        <p className={styles.note}>{t('parent2.selfNote')}</p>
      ) : (
        <>
          <ParentContactFields parent="parent2" contactRequired={!staff} />
          {!(staff && intercession) && (
            <SelectField
              className={layout.select}
              name="pg2HighestLevelOfEducation"
              label={t('parent2.education')}
              options={EDUCATION_LEVELS}
              required={staff}
            />
          )}
          <YesNoField name="liveWithPg2" label={t('parent2.liveWith')} required={staff} />
        </>
      )}
    </>
  );
}
