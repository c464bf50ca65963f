import { Button } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { DialogFrame } from '../../../components/dialog-frame/dialog-frame.tsx';
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

interface PermissionDialogFrameProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** The form Save submits; none while there is nothing to save (still loading, or refused). */
  formId: string | null;
  /** A save is on its way: the buttons are disabled, Save reads 'Saving...', and Escape leaves it open. */
  busy: boolean;
  children: ReactNode;
}

/** The create and update dialogs: their title, their content, then Cancel and (with a form) Save. */
export function PermissionDialogFrame({
  open,
  title,
  onClose,
  formId,
  busy,
  children,
}: PermissionDialogFrameProps) {
  const { t } = useTranslation('permissions');
  const styles = usePermissionDialogStyles();
  return (
    <DialogFrame
      open={open}
      title={title}
      onClose={onClose}
      busy={busy}
      surfaceClassName={styles.surface}
      contentClassName={styles.content}
      actions={
        <>
          <Button appearance="secondary" disabled={busy} onClick={onClose}>
            {t('form.cancel')}
          </Button>
          {formId !== null && (
            <Button type="submit" form={formId} appearance="primary" disabled={busy}>
              {busy ? t('form.saving') : t('form.save')}
            </Button>
          )}
        </>
      }
    >
      {children}
    </DialogFrame>
  );
}
