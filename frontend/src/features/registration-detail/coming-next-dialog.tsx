import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
} from '@fluentui/react-components';
import { useTranslation } from '../../i18n/use-translation.ts';

const useStyles = makeStyles({ surface: { maxWidth: 'min(480px, calc(100vw - 32px))' } });

/**
 * What the processing buttons (Process Registration, Reschedule Orientation, Add Special Programs,
 * Terminate, Reactivate) open until the processing screens of the next issue land: a plain note that
 * processing comes next. Nothing is written.
 */
export function ComingNextDialog({ title, onClose }: { title: string | null; onClose: () => void }) {
  const { t } = useTranslation('registrationDetail');
  const styles = useStyles();
  return (
    <Dialog open={title !== null} onOpenChange={(_event, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{t('comingNext.body')}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {t('comingNext.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
