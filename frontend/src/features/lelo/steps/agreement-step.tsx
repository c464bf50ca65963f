import { agreementSignedText, businessToday, isSelfAdult } from '@enroll/domain';
import { useCallback, useEffect, useLayoutEffect } from 'react';
import { CheckboxField } from '../../../components/form-fields/checkbox-field.tsx';
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
  const { draft, signaturesToRedraw, serverErrors } = useLeloWizard();

  const { getValues, setValue } = form;
  useEffect(() => {
    for (const [field, value] of Object.entries(agreementPrefill(getValues(), businessToday())))
      setValue(field as keyof typeof draft, value, { shouldDirty: true });
  }, [getValues, setValue]);

  // The evidence of which text was signed: the SHA-256 of the paragraphs as the page shows them. The
  // server refuses the signing when it would store another text (staff changed it meanwhile).
  const onShown = useCallback(
    (paragraphs: string[]) => {
      void sha256Hex(agreementSignedText(paragraphs)).then((hash) => {
        if (getValues('agreementSha256Shown') !== hash)
          setValue('agreementSha256Shown', hash, { shouldDirty: true });
      });
    },
    [getValues, setValue],
  );
  const agreement = useMasterAgreement(draft.charter_id);
  // Refused because the text changed: the wizard says so above its buttons; the new text is loaded.
  const textChanged = serverErrors?.some((error) => error.field === 'agreementSha256Shown') === true;
  const { refetch } = agreement;
  useEffect(() => {
    if (textChanged) void refetch();
  }, [textChanged, refetch]);

  // Until the text is in (or has failed), the step is only that text's spinner: the text would push the
  // signature pads down the screen, and a finger already drawing would leave its stroke off the pad.
  const { markLoading } = useWizard();
  const agreementPending = agreement.isPending && agreement.fetchStatus !== 'idle';
  useLayoutEffect(() => (agreementPending ? markLoading() : undefined), [agreementPending, markLoading]);

  return (
    <WizardForm form={form} className={layout.form}>
      <AgreementText charterId={draft.charter_id} onShown={onShown} />
      {!agreementPending && (
        <>
          <PickedCourses />
          <CheckboxField name="understood2" label={t('understood')} required />
          {signaturesToRedraw && draft.studentSignature === '' && (
            <p role="note" className={layout.note}>
              {t('redrawSignatures')}
            </p>
          )}
          <SignerFields signer="student" />
          {!isSelfAdult(draft.pgRelationshipToStudent) && <SignerFields signer="parent" />}
        </>
      )}
    </WizardForm>
  );
};

export default AgreementStep;
