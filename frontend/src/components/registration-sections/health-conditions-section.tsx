import { EYE_CONDITION_FIELDS, HEALTH_CONDITION_FIELDS, type RegistrationDraft } from '@enroll/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useStepLayoutStyles } from '../form-fields/field-styles.ts';
import { TextAreaField } from '../form-fields/text-area-field.tsx';
import { TextField } from '../form-fields/text-field.tsx';
import { YesNoField } from '../form-fields/yes-no-field.tsx';
import { clearFields, QuestionGroup, useBackgroundStyles } from './question-group.tsx';
import './i18n/register-background.ts';

const NOTES_MAX_LENGTH = 1000;
const NOTES_ROWS = 3;

/** The free-text details of known health conditions: asked with the condition questions. */
const HEALTH_DETAIL_FIELDS = ['medications', 'otherHealthCondition', 'medicalInstructions'] as const;

export interface HealthConditionsSectionProps {
  /** The staff form requires the condition and glasses questions once their topic is yes. */
  followUpsRequired?: boolean;
}

/**
 * Health Conditions. Required: the health, hearing and eye questions, and the hearing aid
 * when hearing is yes. On health yes the seven condition questions and the medication, other-condition
 * and instruction notes appear; on eye yes the three glasses questions; all of these are optional (in the
 * staff form the questions are required), and a 'no' clears them. Insurance and hospital preference are optional and always asked.
 */
export function HealthConditionsSection({ followUpsRequired = false }: HealthConditionsSectionProps) {
  const { t } = useTranslation('registrationBackground');
  const layout = useStepLayoutStyles();
  const styles = useBackgroundStyles();
  const form = useFormContext<RegistrationDraft>();
  const [health, hearing, eye] = useWatch({
    control: form.control,
    name: ['knownHealthConditions', 'knownHearingConditions', 'knownEyeCondition'],
  });
  const optional = t('optional');
  return (
    <>
      <QuestionGroup legend={t('healthConditions.health')}>
        <YesNoField
          name="knownHealthConditions"
          label={t('healthConditions.knownHealthConditions')}
          required
          onValueChange={(value) => {
            if (value !== 'yes') clearFields(form, [...HEALTH_CONDITION_FIELDS, ...HEALTH_DETAIL_FIELDS]);
          }}
        />
        {health === 'yes' && (
          <div className={styles.followUp}>
            <QuestionGroup legend={t('healthConditions.conditionsLegend')}>
              <div className={layout.pair}>
                {HEALTH_CONDITION_FIELDS.map((field) => (
                  <YesNoField
                    key={field}
                    name={field}
                    label={t(`healthConditions.${field}`)}
                    required={followUpsRequired}
                  />
                ))}
              </div>
            </QuestionGroup>
            {HEALTH_DETAIL_FIELDS.map((field) => (
              <TextAreaField
                key={field}
                name={field}
                label={t(`healthConditions.${field}`)}
                hint={optional}
                rows={NOTES_ROWS}
                maxLength={NOTES_MAX_LENGTH}
              />
            ))}
          </div>
        )}
      </QuestionGroup>

      <QuestionGroup legend={t('healthConditions.hearing')}>
        <YesNoField
          name="knownHearingConditions"
          label={t('healthConditions.knownHearingConditions')}
          required
          onValueChange={(value) => {
            if (value !== 'yes') clearFields(form, ['wearsHearingAid']);
          }}
        />
        {hearing === 'yes' && (
          <div className={styles.followUp}>
            <YesNoField name="wearsHearingAid" label={t('healthConditions.wearsHearingAid')} required />
          </div>
        )}
      </QuestionGroup>

      <QuestionGroup legend={t('healthConditions.vision')}>
        <YesNoField
          name="knownEyeCondition"
          label={t('healthConditions.knownEyeCondition')}
          required
          onValueChange={(value) => {
            if (value !== 'yes') clearFields(form, EYE_CONDITION_FIELDS);
          }}
        />
        {eye === 'yes' && (
          <div className={styles.followUp}>
            {EYE_CONDITION_FIELDS.map((field) => (
              <YesNoField
                key={field}
                name={field}
                label={t(`healthConditions.${field}`)}
                required={followUpsRequired}
              />
            ))}
          </div>
        )}
      </QuestionGroup>

      <QuestionGroup legend={t('healthConditions.insurance')}>
        <div className={layout.pair}>
          <TextField
            name="heathInsuranceCarrier"
            label={t('healthConditions.heathInsuranceCarrier')}
            hint={optional}
            maxLength={NOTES_MAX_LENGTH}
            autoComplete="off"
          />
          <TextField
            name="insuranceIdOrPolicyNumber"
            label={t('healthConditions.insuranceIdOrPolicyNumber')}
            hint={optional}
            maxLength={NOTES_MAX_LENGTH}
            autoComplete="off"
          />
        </div>
        <TextField
          name="hospitalPreference"
          label={t('healthConditions.hospitalPreference')}
          hint={optional}
          maxLength={NOTES_MAX_LENGTH}
          autoComplete="off"
        />
      </QuestionGroup>
    </>
  );
}
