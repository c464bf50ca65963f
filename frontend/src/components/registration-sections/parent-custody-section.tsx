import type { RegistrationDraft, RegistrationTextField, RegistrationYesNoField } from '@enroll/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import { TextAreaField } from '../form-fields/text-area-field.tsx';
import { YesNoField } from '../form-fields/yes-no-field.tsx';
import { clearFields, useBackgroundStyles } from './question-group.tsx';
import './i18n/register-background.ts';

/** The custody notes are a text area of 4 rows. */
const CUSTODY_NOTES_ROWS = 4;
const NOTES_MAX_LENGTH = 1000;

interface CustodyQuestionProps {
  question: RegistrationYesNoField;
  notes: RegistrationTextField;
  label: string;
  notesLabel: string;
  notesHint: string;
}

/** A custody question; on 'yes' its notes (required), cleared again on 'no'. */
function CustodyQuestion({ question, notes, label, notesLabel, notesHint }: CustodyQuestionProps) {
  const styles = useBackgroundStyles();
  const form = useFormContext<RegistrationDraft>();
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
          <TextAreaField
            name={notes}
            label={notesLabel}
            hint={notesHint}
            required
            rows={CUSTODY_NOTES_ROWS}
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
 * submit first, then on each change).
 */
export function ParentCustodySection() {
  const { t } = useTranslation('registrationBackground');
  return (
    <>
      <CustodyQuestion
        question="custodyIssueExists"
        notes="custodyIssueNotes"
        label={t('parentCustody.custodyIssueExists')}
        notesLabel={t('parentCustody.custodyIssueNotes')}
        notesHint={t('parentCustody.custodyIssueNotesHint')}
      />
      <CustodyQuestion
        question="legalRestrictionsForAnyParent"
        notes="legalRestrictionsNotes"
        label={t('parentCustody.legalRestrictionsForAnyParent')}
        notesLabel={t('parentCustody.legalRestrictionsNotes')}
        notesHint={t('parentCustody.legalRestrictionsNotesHint')}
      />
    </>
  );
}
