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
  busy?: boolean;
  /** Escape, a click outside (unless 'alert') or Close; a dialog that must not close ignores it. */
  onClose: () => void;
  surfaceClassName?: string;
  contentClassName?: string;
  /**
   * Content that may scroll (a long text on a phone): a region of this name that takes the focus, so
   * a keyboard can scroll it too.
   */
  contentLabel?: string;
  /** The buttons under the content (none when the content holds its own). */
  actions?: ReactNode;
  /** The buttons take the whole width (two long choices side by side), with this class. */
  fluidActions?: { className?: string };
  /**
   * The dialog has finished closing. Navigate only then: a modal removed while open leaves its
   * aria-hidden on the rest of the app.
   */
  onClosed?: () => void;
  children: ReactNode;
}

/**
 * The one way to show a modal: title, content and the action buttons; it closes on request unless
 * busy. A dialog whose content is mounted only while open (each opening starts afresh) keeps this
 * frame mounted and passes `open`: removing a modal, even after its closing motion, left its
 * aria-hidden on the rest of the page.
 */
export function DialogFrame({
  open = true,
  modalType,
  title,
  busy = false,
  onClose,
  surfaceClassName,
  contentClassName,
  contentLabel,
  actions,
  fluidActions,
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
          <DialogContent
            className={contentClassName}
            {...(contentLabel ? { tabIndex: 0, role: 'region', 'aria-label': contentLabel } : {})}
          >
            {children}
          </DialogContent>
          {actions === undefined ? null : (
            <DialogActions fluid={fluidActions !== undefined} className={fluidActions?.className}>
              {actions}
            </DialogActions>
          )}
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
