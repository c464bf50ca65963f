import {
  DASS_FOLLOW_UP_LABELS,
  DASS_QUESTIONS,
  type DassQuestion,
  type RegistrationDraft,
} from '@enroll/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useStepLayoutStyles } from '../form-fields/field-styles.ts';
import { TextField } from '../form-fields/text-field.tsx';
import { YesNoField } from '../form-fields/yes-no-field.tsx';
import { clearFields, QuestionGroup, useBackgroundStyles } from './question-group.tsx';
import './i18n/register-background.ts';

const SCHOOL_MAX_LENGTH = 100;
const YEAR_MAX_LENGTH = 50;

/** A 'yes' asks which school and what year, each with its length limit. */
const FOLLOW_UP_PARTS = [
  ['school', SCHOOL_MAX_LENGTH],
  ['year', YEAR_MAX_LENGTH],
] as const;

/** One DASS question; on 'yes', its school and year (free text) where the data has them. */
function DassQuestionField({ question }: { question: DassQuestion }) {
  const { t } = useTranslation('registrationBackground');
  const styles = useBackgroundStyles();
  const layout = useStepLayoutStyles();
  const form = useFormContext<RegistrationDraft>();
  const answer = useWatch({ control: form.control, name: question.field });
  const { followUp } = question;
  const label = t(`dassInformation.questions.${question.key}`, { defaultValue: question.question });
  return (
    <div className={styles.question}>
      <YesNoField
        name={question.field}
        label={label}
        required
        onValueChange={(value) => {
          if (followUp && value !== 'yes') clearFields(form, [followUp.school, followUp.year]);
        }}
      />
      {followUp && answer === 'yes' && (
        <div className={styles.followUp}>
          <div className={layout.pair}>
            {FOLLOW_UP_PARTS.map(([part, maxLength]) => (
              <TextField
                key={part}
                name={followUp[part]}
                label={t(`dassInformation.followUps.${question.key}.${part}`, {
                  defaultValue: DASS_FOLLOW_UP_LABELS[part],
                })}
                required
                maxLength={maxLength}
                autoComplete="off"
              />
            ))}
          </div>
        </div>
      )}
    </div>
  );
}

/**
 * DASS Information: every question of the domain's DASS data answered yes or no (the wording carries
 * the spec's thresholds); a 'yes' asks for the school and the year where the data has a follow-up, and
 * a 'no' clears them again.
 */
export function DassInformationSection() {
  const { t } = useTranslation('registrationBackground');
  return (
    <QuestionGroup legend={t('dassInformation.legend')}>
      {DASS_QUESTIONS.map((question) => (
        <DassQuestionField key={question.key} question={question} />
      ))}
    </QuestionGroup>
  );
}
