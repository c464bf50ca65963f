import { NAME_MAX_LENGTH } from '@enroll/domain';
import { useId } from 'react';
import { ReadOnlyDateField } from '../../../../components/form-fields/read-only-date-field.tsx';
import { TextField } from '../../../../components/form-fields/text-field.tsx';
import { SignaturePad } from '../../../../components/signature-pad/signature-pad.tsx';
import { useTranslation } from '../../../../i18n/use-translation.ts';
import { useLeloStepStyles } from '../lelo-step-styles.ts';
import { useAgreementStyles } from './agreement-styles.ts';

const FIELDS = {
  student: { signature: 'studentSignature', name: 'studentName', date: 'studentSignatureDate' },
  parent: { signature: 'parentSignature', name: 'parentName', date: 'parentSignatureDate' },
} as const;

export type Signer = keyof typeof FIELDS;

/** One signer's drawn signature, typed name and the date signed (today, not editable: the day the record keeps). */
export function SignerFields({ signer }: { signer: Signer }) {
  const { t } = useTranslation('leloAgreement');
  const styles = useAgreementStyles();
  const layout = useLeloStepStyles();
  const headingId = useId();
  const fields = FIELDS[signer];
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {t(`${signer}.heading`)}
      </h2>
      <SignaturePad name={fields.signature} label={t(`${signer}.signature`)} required />
      <div className={layout.pair}>
        <TextField
          name={fields.name}
          label={t(`${signer}.name`)}
          required
          offerCapitals
          maxLength={NAME_MAX_LENGTH}
          autoComplete={signer === 'parent' ? 'name' : 'off'}
        />
        <ReadOnlyDateField name={fields.date} label={t(`${signer}.date`)} required />
      </div>
    </section>
  );
}
