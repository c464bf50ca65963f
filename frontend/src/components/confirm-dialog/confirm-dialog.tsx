import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../i18n/use-translation.ts';
import { DialogFrame } from '../dialog-frame/dialog-frame.tsx';

const useStyles = makeStyles({
  // 100%, not 100vw: 100vw counts a scrollbar's gutter and pushes the modal off-centre under it.
  surface: { maxWidth: 'min(560px, calc(100% - 32px))' },
  danger: {
    backgroundColor: tokens.colorPaletteRedBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': {
      backgroundColor: tokens.colorPaletteRedForeground1,
      color: tokens.colorNeutralForegroundOnBrand,
    },
    ':hover:active': {
      backgroundColor: tokens.colorPaletteDarkRedBackground2,
      color: tokens.colorNeutralForegroundOnBrand,
    },
  },
});

/** The redirect value that means "stay on this page". */
export const NO_REDIRECT = 'false';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: ReactNode;
  /** The confirm button's name. */
  confirmLabel: string;
  /** The confirm button's colour: the brand colour (default) or red for a destructive action. */
  confirmAppearance?: 'primary' | 'danger';
  /** The action; the dialog stays open (and nothing navigates) if it throws: it shows its own message. */
  onConfirm: () => void | Promise<void>;
  onClose: () => void;
  /** Where to go after the action; the text 'false' (or nothing) stays on the page. */
  redirectTo?: string;
}

/** The shared confirm modal: title, body, a confirm button and Close. */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  confirmAppearance = 'primary',
  onConfirm,
  onClose,
  redirectTo,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  // Where to go once the dialog has finished closing: navigating while it is still open would leave
  // its aria-hidden on the rest of the app and the focus on <body>.
  const pendingRedirect = useRef<string | null>(null);
  // The safe choice takes the focus first: Enter right after opening must not run the action.
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) closeRef.current?.focus();
  }, [open]);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } catch {
      setBusy(false);
      return;
    }
    setBusy(false);
    if (redirectTo && redirectTo !== NO_REDIRECT) pendingRedirect.current = redirectTo;
    onClose();
  };

  const closed = () => {
    const to = pendingRedirect.current;
    pendingRedirect.current = null;
    if (!to) return;
    // The button that opened the dialog may be gone (the action changed the page), and focus left
    // on <body> keeps the modal's aria-hidden on the app: focus moves to the page's main region,
    // where the next page starts.
    document.getElementById('main')?.focus();
    navigate(to);
  };

  return (
    <DialogFrame
      open={open}
      modalType="alert"
      title={title}
      busy={busy}
      onClose={onClose}
      onClosed={closed}
      surfaceClassName={styles.surface}
      actions={
        <>
          <Button
            appearance="primary"
            className={confirmAppearance === 'danger' ? styles.danger : undefined}
            disabled={busy}
            onClick={() => void confirm()}
          >
            {confirmLabel}
          </Button>
          <Button ref={closeRef} appearance="secondary" disabled={busy} onClick={onClose}>
            {t('common.close')}
          </Button>
        </>
      }
    >
      {body}
    </DialogFrame>
  );
}
