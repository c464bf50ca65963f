import { Button } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { usePermissionDialogStyles } from './dialog-styles.ts';

interface PermissionDialogFormProps {
  /** The id the dialog's Save button submits. */
  formId: string;
  onSubmit: () => void;
  children: ReactNode;
  /** Rendered after the fields, inside the form (e.g. a confirm dialog). */
  after?: ReactNode;
}

/** The form of the create and update dialogs; its fields sit in the dialog's content as if directly. */
export function PermissionDialogForm({ formId, onSubmit, children, after }: PermissionDialogFormProps) {
  const styles = usePermissionDialogStyles();
  return (
    <form
      id={formId}
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      {after}
    </form>
  );
}

interface PermissionDialogActionsProps {
  /** The form Save submits; none while there is nothing to save (still loading, or refused). */
  formId: string | null;
  /** A save is on its way: the buttons are disabled and Save reads 'Saving...'. */
  busy: boolean;
  onCancel: () => void;
}

/** The create and update dialogs' buttons: Cancel, and Save when there is a form to save. */
export function PermissionDialogActions({ formId, busy, onCancel }: PermissionDialogActionsProps) {
  const { t } = useTranslation('permissions');
  return (
    <>
      <Button appearance="secondary" disabled={busy} onClick={onCancel}>
        {t('form.cancel')}
      </Button>
      {formId !== null && (
        <Button type="submit" form={formId} appearance="primary" disabled={busy}>
          {busy ? t('form.saving') : t('form.save')}
        </Button>
      )}
    </>
  );
}
