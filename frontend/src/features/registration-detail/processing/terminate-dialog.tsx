import { PROCESSING_NOTES_MAX, terminateRequestSchema } from '@enroll/domain';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useId, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { DialogFrame } from '../../../components/dialog-frame/dialog-frame.tsx';
import { TextAreaField } from '../../../components/form-fields/text-area-field.tsx';
import {
  type WriteFailure,
  WriteFailureMessage,
  writeFailureOf,
} from '../../../components/write-failure/write-failure.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useDomainForm } from '../../../lib/forms/use-domain-form.ts';
import { useTerminateRegistration } from '../api/terminate-registration.ts';
import type { RegistrationDialogProps } from './registration-dialog-props.ts';

const useStyles = makeStyles({
  // 100%, not 100vw: 100vw counts a scrollbar's gutter and pushes the modal off-centre under it.
  surface: { maxWidth: 'min(560px, calc(100% - 16px))', boxSizing: 'border-box' },
  form: { display: 'grid', gap: tokens.spacingVerticalM },
});

/**
 * 'Terminate Enrollment' (mounted while open): the termination notes (5 rows, required) and
 * Terminate, saved with the detail's ETag; the registration becomes 'Enrollment Terminated'.
 */
export function TerminateDialog({ registration, onClose, onSaved, onReload }: RegistrationDialogProps) {
  const { t } = useTranslation('registrationDetail');
  const styles = useStyles();
  const terminate = useTerminateRegistration();
  const formId = useId();
  const [failure, setFailure] = useState<WriteFailure | null>(null);
  const form = useDomainForm(terminateRequestSchema, {
    defaultValues: { notes: '' },
  });

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await terminate.mutateAsync({ id: registration.record.id, body, etag: registration.etag });
      onSaved();
    } catch (error) {
      setFailure(writeFailureOf(error, t('writeFailed'), form));
    }
  });
  const busy = terminate.isPending;

  return (
    <DialogFrame
      title={t('terminate.title')}
      busy={busy}
      onClose={onClose}
      surfaceClassName={styles.surface}
      actions={
        <>
          <Button type="submit" form={formId} appearance="primary" disabled={busy}>
            {busy ? t('terminate.submitting') : t('terminate.submit')}
          </Button>
          <Button disabled={busy} onClick={onClose}>
            {t('terminate.close')}
          </Button>
        </>
      }
    >
      <FormProvider {...form}>
        <form id={formId} className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
          <TextAreaField
            name="notes"
            label={t('terminate.notes')}
            required
            rows={5}
            maxLength={PROCESSING_NOTES_MAX}
          />
          <WriteFailureMessage failure={failure} onReload={onReload} onReloaded={() => setFailure(null)} />
        </form>
      </FormProvider>
    </DialogFrame>
  );
}
