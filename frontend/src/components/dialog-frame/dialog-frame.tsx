import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';

export interface DialogFrameProps {
  /** Shown or not; a dialog mounted only while open leaves it out. */
  open?: boolean;
  /** 'alert' keeps a click outside from closing it (Escape and Close still do, unless busy). */
  modalType?: 'modal' | 'alert';
  title: ReactNode;
  /** While an action runs, Escape and a click outside leave the dialog open. */
  busy: boolean;
  onClose: () => void;
  surfaceClassName?: string;
  contentClassName?: string;
  /** The buttons under the content (none when the content holds its own). */
  actions?: ReactNode;
  /**
   * The dialog has finished closing. Navigate only then: a modal removed while open leaves its
   * aria-hidden on the rest of the app.
   */
  onClosed?: () => void;
  children: ReactNode;
}

/** A modal's frame: title, content and the action buttons; it closes on request unless busy. */
export function DialogFrame({
  open = true,
  modalType,
  title,
  busy,
  onClose,
  surfaceClassName,
  contentClassName,
  actions,
  onClosed,
  children,
}: DialogFrameProps) {
  return (
    <Dialog
      open={open}
      {...(modalType ? { modalType } : {})}
      onOpenChange={(_event, data) => {
        if (!data.open && !busy) onClose();
      }}
      surfaceMotion={{
        onMotionFinish: (_event, { direction }) => {
          if (direction === 'exit') onClosed?.();
        },
      }}
    >
      <DialogSurface className={surfaceClassName}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={contentClassName}>{children}</DialogContent>
          {actions === undefined ? null : <DialogActions>{actions}</DialogActions>}
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
