import { businessToday, isSelfAdult } from '@enroll/domain';
import { useEffect, useLayoutEffect } from 'react';
import { CheckboxField } from '../../../components/form-fields/checkbox-field.tsx';
import { isBlankHtml } from '../../../components/sanitized-html/sanitize-html.ts';
import { useWizard } from '../../../components/wizard/wizard-context.tsx';
import { WizardForm } from '../../../components/wizard/wizard-form.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useMasterAgreement } from '../api/get-master-agreement.ts';
import type { LeloStepComponent } from '../lelo-step-types.ts';
import { useLeloWizard } from '../lelo-wizard-context.tsx';
import { useLeloStepForm } from '../use-lelo-step-form.ts';
import { sha256Hex } from './agreement/agreement-hash.ts';
import { agreementPrefill } from './agreement/agreement-prefill.ts';
import { AgreementText } from './agreement/agreement-text.tsx';
import { PickedCourses } from './agreement/picked-courses.tsx';
import { SignerFields } from './agreement/signer-fields.tsx';
import '../i18n/register.ts';
import { useLeloStepStyles } from './lelo-step-styles.ts';

/**
 * Agreement (7/7), the submit step: the charter's master agreement, the picked courses, the
 * understand box, then the student's signature, name and date, and the parent's or guardian's
 * unless the student signs as 'Self 18+'. The page submits; the frame's button shows 'Submitting...'.
 * The classes step fetches the agreement ahead; what is under it waits for it (see below).
 */
const AgreementStep: LeloStepComponent = () => {
  const { t } = useTranslation('leloAgreement');
  const layout = useLeloStepStyles();
  const form = useLeloStepForm('agreement');
  const { draft } = useLeloWizard();

  const { getValues, setValue } = form;
  useEffect(() => {
    for (const [field, value] of Object.entries(agreementPrefill(getValues(), businessToday())))
      setValue(field as keyof typeof draft, value, { shouldDirty: true });
  }, [getValues, setValue]);

  // The evidence of which text was signed: the SHA-256 of the agreement HTML this step displays ('' for none).
  const agreement = useMasterAgreement(draft.charter_id);
  const shownHtml = agreement.isSuccess && !isBlankHtml(agreement.data) ? agreement.data : null;
  useEffect(() => {
    let current = true;
    void (shownHtml === null ? Promise.resolve('') : sha256Hex(shownHtml)).then((hash) => {
      if (current && getValues('agreementSha256Shown') !== hash)
        setValue('agreementSha256Shown', hash, { shouldDirty: true });
    });
    return () => {
      current = false;
    };
  }, [shownHtml, getValues, setValue]);

  // Until the text is in (or has failed), the step is only that text's spinner: the text would push the
  // signature pads down the screen, and a finger already drawing would leave its stroke off the pad.
  const { markLoading } = useWizard();
  const agreementPending = agreement.isPending && agreement.fetchStatus !== 'idle';
  useLayoutEffect(() => (agreementPending ? markLoading() : undefined), [agreementPending, markLoading]);

  return (
    <WizardForm form={form} className={layout.form}>
      <AgreementText charterId={draft.charter_id} />
      {!agreementPending && (
        <>
          <PickedCourses />
          <CheckboxField name="understood2" label={t('understood')} required />
          <SignerFields signer="student" />
          {!isSelfAdult(draft.pgRelationshipToStudent) && <SignerFields signer="parent" />}
        </>
      )}
    </WizardForm>
  );
};

export default AgreementStep;
