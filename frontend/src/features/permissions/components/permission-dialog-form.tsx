import {
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  DialogTrigger,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { usePermissionDialogStyles } from './dialog-styles.ts';

interface PermissionDialogFormProps {
  title: string;
  /** A save is on its way: the buttons are disabled and Save reads 'Saving...'. */
  busy: boolean;
  /** False when the permission may not be changed at all (no Save button). */
  canSave?: boolean;
  onSubmit: () => void;
  children: ReactNode;
  /** Rendered after the dialog body, inside the form (e.g. a confirm dialog). */
  after?: ReactNode;
}

/** The frame of the create and update dialogs: the form, the title, the content, Cancel and Save. */
export function PermissionDialogForm({
  title,
  busy,
  canSave = true,
  onSubmit,
  children,
  after,
}: PermissionDialogFormProps) {
  const { t } = useTranslation('permissions');
  const styles = usePermissionDialogStyles();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <DialogBody>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent className={styles.content}>{children}</DialogContent>
        <DialogActions>
          <DialogTrigger disableButtonEnhancement action="close">
            <Button appearance="secondary" disabled={busy}>
              {t('form.cancel')}
            </Button>
          </DialogTrigger>
          {canSave && (
            <Button type="submit" appearance="primary" disabled={busy}>
              {busy ? t('form.saving') : t('form.save')}
            </Button>
          )}
        </DialogActions>
      </DialogBody>
      {after}
    </form>
  );
}
