import type { StaffSiteOption } from '@enroll/domain';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { DialogFrame } from '../dialog-frame/dialog-frame.tsx';
import './i18n/register.ts';

const useStyles = makeStyles({
  surface: { width: 'min(880px, calc(100vw - 24px))', maxWidth: 'none' },
  content: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
});

/** What both site modals take. */
export interface SiteSearchDialogProps {
  open: boolean;
  onClose: () => void;
  /** The site confirmed with 'Confirm Site'; the modal then closes through `onClose`. */
  onConfirm: (site: StaffSiteOption) => void;
}

/** The row chosen in a site modal's results, and how its search chooses one (null: none). */
export interface SiteSelection {
  selected: StaffSiteOption | null;
  onSelect: (site: StaffSiteOption | null) => void;
}

/**
 * A site modal: the title, its search and results (`children`, mounted only while open, so each
 * opening starts afresh), 'Confirm Site' (enabled once a row is selected) and 'Close'. The dialog
 * moves the focus into it, keeps it there, gives it back to the opening button and closes on Escape.
 */
export function SiteSearchDialog({
  open,
  title,
  onClose,
  onConfirm,
  children,
}: SiteSearchDialogProps & { title: string; children: (selection: SiteSelection) => ReactNode }) {
  const { t } = useTranslation('siteSearch');
  const styles = useStyles();
  const [selected, setSelected] = useState<StaffSiteOption | null>(null);
  const close = () => {
    setSelected(null);
    onClose();
  };
  return (
    <DialogFrame
      open={open}
      title={title}
      onClose={close}
      surfaceClassName={styles.surface}
      contentClassName={styles.content}
      actions={
        <>
          <Button
            appearance="primary"
            disabled={selected === null}
            onClick={() => {
              if (!selected) return;
              onConfirm(selected);
              close();
            }}
          >
            {t('confirm')}
          </Button>
          <Button onClick={close}>{t('close')}</Button>
        </>
      }
    >
      {open ? children({ selected, onSelect: setSelected }) : null}
    </DialogFrame>
  );
}
