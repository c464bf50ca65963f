import { Text } from '@fluentui/react-components';
import { useState } from 'react';
import { useUpdateRegistrationStatus } from '../../../api/registrations/update-registration-status.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import {
  type WriteFailure,
  WriteFailureMessage,
  writeFailureOf,
} from '../../../components/write-failure/write-failure.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { RegistrationDialogProps } from './registration-dialog-props.ts';

export interface ReactivateDialogProps extends RegistrationDialogProps {
  open: boolean;
}

/**
 * 'Reactivate Registration' through the shared confirm modal: on confirm the terminated registration
 * returns to 'Enrollment Submitted' (processing from the start). A failure keeps the modal open with
 * the reason (Reload after a 409).
 */
export function ReactivateDialog({ open, registration, onClose, onSaved, onReload }: ReactivateDialogProps) {
  const { t } = useTranslation('registrationDetail');
  const updateStatus = useUpdateRegistrationStatus();
  const [failure, setFailure] = useState<WriteFailure | null>(null);

  const reactivate = async () => {
    setFailure(null);
    try {
      await updateStatus.mutateAsync({
        id: registration.record.id,
        change: { change: 'reactivated' },
        etag: registration.etag,
      });
    } catch (error) {
      setFailure(writeFailureOf(error, t('writeFailed')));
      throw error;
    }
    onSaved();
  };

  return (
    <ConfirmDialog
      open={open}
      title={t('reactivate.title')}
      body={
        <>
          <Text as="p">{t('reactivate.body')}</Text>
          <WriteFailureMessage failure={failure} onReload={onReload} onReloaded={() => setFailure(null)} />
        </>
      }
      confirmLabel={t('reactivate.confirm')}
      onConfirm={reactivate}
      onClose={() => {
        setFailure(null);
        onClose();
      }}
    />
  );
}
