import type { StaffSiteOption } from '@enroll/domain';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
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

/**
 * The modal itself. Its body (search, selection) is mounted only while open, so each opening starts
 * afresh. Fluent's Dialog moves the focus into it, keeps it there, gives it back to the opening
 * button and closes on Escape.
 */
export function SiteSearchDialogShell({
  open,
  onClose,
  children,
}: Pick<SiteSearchDialogProps, 'open' | 'onClose'> & { children: ReactNode }) {
  const styles = useStyles();
  return (
    <Dialog open={open} onOpenChange={(_event, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface}>{children}</DialogSurface>
    </Dialog>
  );
}

interface SiteSearchBodyProps extends Omit<SiteSearchDialogProps, 'open'> {
  title: string;
  selected: StaffSiteOption | null;
  children: ReactNode;
}

/** Title, the search and its results, 'Confirm Site' (enabled once a row is selected) and 'Close'. */
export function SiteSearchBody({ title, selected, onConfirm, onClose, children }: SiteSearchBodyProps) {
  const { t } = useTranslation('siteSearch');
  const styles = useStyles();
  return (
    <DialogBody>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent className={styles.content}>{children}</DialogContent>
      <DialogActions>
        <Button
          appearance="primary"
          disabled={selected === null}
          onClick={() => {
            if (!selected) return;
            onConfirm(selected);
            onClose();
          }}
        >
          {t('confirm')}
        </Button>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </DialogBody>
  );
}
