import type { RegistrationTextField, RegistrationYesNoField } from '@enroll/domain';
import { useWatch } from 'react-hook-form';
import { useStepLayoutStyles } from '../../../components/form-fields/field-styles.ts';
import { TextField } from '../../../components/form-fields/text-field.tsx';
import { YesNoField } from '../../../components/form-fields/yes-no-field.tsx';
import { WizardForm } from '../../../components/wizard/wizard-form.tsx';
import { registerMessages } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { RegistrationStepComponent } from '../step-types.ts';
import { type RegistrationStepForm, useStepForm } from '../use-step-form.ts';
import { clearFields, useBackgroundStyles } from './background-question-group.tsx';
import { registrationBackgroundEn } from './i18n/en-background.ts';

registerMessages('registrationBackground', registrationBackgroundEn);

/** Spec section 9: the custody notes are a text area of 4 rows. */
const CUSTODY_NOTES_ROWS = 4;
const NOTES_MAX_LENGTH = 1000;

interface CustodyQuestionProps {
  form: RegistrationStepForm;
  question: RegistrationYesNoField;
  notes: RegistrationTextField;
  label: string;
  notesLabel: string;
  notesHint: string;
}

/** A custody question; on 'yes' its notes (required, auto-capitalised), cleared again on 'no'. */
function CustodyQuestion({ form, question, notes, label, notesLabel, notesHint }: CustodyQuestionProps) {
  const styles = useBackgroundStyles();
  const answer = useWatch({ control: form.control, name: question });
  return (
    <div className={styles.question}>
      <YesNoField
        name={question}
        label={label}
        required
        onValueChange={(value) => {
          if (value !== 'yes') clearFields(form, [notes]);
        }}
      />
      {answer === 'yes' && (
        <div className={styles.followUp}>
          <TextField
            name={notes}
            label={notesLabel}
            hint={notesHint}
            required
            rows={CUSTODY_NOTES_ROWS}
            capitalise="sentence"
            maxLength={NOTES_MAX_LENGTH}
          />
        </div>
      )}
    </div>
  );
}

/**
 * Parent Custody Information: both questions required, their notes required on 'yes'. The required
 * messages and red borders appear only after a forward or submit attempt (the step form validates on
 * submit first, then on each change). The submit step of the short flow.
 */
const ParentCustodyStep: RegistrationStepComponent = () => {
  const { t } = useTranslation('registrationBackground');
  const layout = useStepLayoutStyles();
  const form = useStepForm('parentCustody');
  return (
    <WizardForm form={form} className={layout.stack}>
      <CustodyQuestion
        form={form}
        question="custodyIssueExists"
        notes="custodyIssueNotes"
        label={t('parentCustody.custodyIssueExists')}
        notesLabel={t('parentCustody.custodyIssueNotes')}
        notesHint={t('parentCustody.custodyIssueNotesHint')}
      />
      <CustodyQuestion
        form={form}
        question="legalRestrictionsForAnyParent"
        notes="legalRestrictionsNotes"
        label={t('parentCustody.legalRestrictionsForAnyParent')}
        notesLabel={t('parentCustody.legalRestrictionsNotes')}
        notesHint={t('parentCustody.legalRestrictionsNotesHint')}
      />
    </WizardForm>
  );
};

export default ParentCustodyStep;
