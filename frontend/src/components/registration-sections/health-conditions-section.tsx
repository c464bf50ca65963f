import {
  EYE_CONDITION_FIELDS,
  HEALTH_CONDITION_FIELDS,
  type RegistrationDraft,
  type RegistrationField,
} from '@enroll/domain';
import type { ReactNode } from 'react';
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

interface TopicQuestionProps {
  /** The topic's legend ('healthConditions.' and this). */
  topic: 'health' | 'hearing' | 'vision';
  /** The topic's required yes/no question. */
  question: 'knownHealthConditions' | 'knownHearingConditions' | 'knownEyeCondition';
  /** The follow-ups under a 'yes': a 'no' hides and empties them. */
  followUps: readonly RegistrationField[];
  children: ReactNode;
}

/** A topic's required yes/no question; on 'yes' its follow-ups appear under it, tied by a line. */
function TopicQuestion({ topic, question, followUps, children }: TopicQuestionProps) {
  const { t } = useTranslation('registrationBackground');
  const styles = useBackgroundStyles();
  const form = useFormContext<RegistrationDraft>();
  const answer = useWatch({ control: form.control, name: question });
  return (
    <QuestionGroup legend={t(`healthConditions.${topic}`)}>
      <YesNoField
        name={question}
        label={t(`healthConditions.${question}`)}
        required
        onValueChange={(value) => {
          if (value !== 'yes') clearFields(form, followUps);
        }}
      />
      {answer === 'yes' && <div className={styles.followUp}>{children}</div>}
    </QuestionGroup>
  );
}

/** The condition or glasses questions of a 'yes', required only in the staff form. */
function ConditionQuestions({
  fields,
  required,
}: {
  fields: readonly RegistrationField[];
  required: boolean;
}) {
  const { t } = useTranslation('registrationBackground');
  return fields.map((field) => (
    <YesNoField key={field} name={field} label={t(`healthConditions.${field}`)} required={required} />
  ));
}

/** Optional free text: the insurance and the hospital the family prefers. */
function OptionalText({ name }: { name: RegistrationField }) {
  const { t } = useTranslation('registrationBackground');
  return (
    <TextField
      name={name}
      label={t(`healthConditions.${name}`)}
      hint={t('optional')}
      maxLength={NOTES_MAX_LENGTH}
      autoComplete="off"
    />
  );
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
  return (
    <>
      <TopicQuestion
        topic="health"
        question="knownHealthConditions"
        followUps={[...HEALTH_CONDITION_FIELDS, ...HEALTH_DETAIL_FIELDS]}
      >
        <QuestionGroup legend={t('healthConditions.conditionsLegend')}>
          <div className={layout.pair}>
            <ConditionQuestions fields={HEALTH_CONDITION_FIELDS} required={followUpsRequired} />
          </div>
        </QuestionGroup>
        {HEALTH_DETAIL_FIELDS.map((field) => (
          <TextAreaField
            key={field}
            name={field}
            label={t(`healthConditions.${field}`)}
            hint={t('optional')}
            rows={NOTES_ROWS}
            maxLength={NOTES_MAX_LENGTH}
          />
        ))}
      </TopicQuestion>

      <TopicQuestion topic="hearing" question="knownHearingConditions" followUps={['wearsHearingAid']}>
        <YesNoField name="wearsHearingAid" label={t('healthConditions.wearsHearingAid')} required />
      </TopicQuestion>

      <TopicQuestion topic="vision" question="knownEyeCondition" followUps={EYE_CONDITION_FIELDS}>
        <ConditionQuestions fields={EYE_CONDITION_FIELDS} required={followUpsRequired} />
      </TopicQuestion>

      <QuestionGroup legend={t('healthConditions.insurance')}>
        <div className={layout.pair}>
          <OptionalText name="heathInsuranceCarrier" />
          <OptionalText name="insuranceIdOrPolicyNumber" />
        </div>
        <OptionalText name="hospitalPreference" />
      </QuestionGroup>
    </>
  );
}
