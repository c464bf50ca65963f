import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from '../../i18n/use-translation.ts';
import { DialogFrame } from '../dialog-frame/dialog-frame.tsx';
import './i18n/register-dialog.ts';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(640px, calc(100vw - 32px))' },
  content: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    lineHeight: tokens.lineHeightBase400,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  paragraph: { margin: 0 },
  list: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalXL,
    display: 'grid',
    gap: tokens.spacingVerticalXS,
  },
  subheading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
});

interface RightsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The dialog itself, loaded on first use (the Dialog's focus trap is not part of the page's first load). */
export function RightsDialog({ open, onOpenChange }: RightsDialogProps) {
  const { t } = useTranslation('rightsDialog');
  const styles = useStyles();
  const close = () => onOpenChange(false);
  return (
    <DialogFrame
      open={open}
      title={t('title')}
      onClose={close}
      surfaceClassName={styles.surface}
      contentClassName={styles.content}
      // On a phone the text scrolls: the region takes the focus so a keyboard can scroll it too.
      contentLabel={t('title')}
      actions={
        <Button appearance="primary" onClick={close}>
          {t('close')}
        </Button>
      }
    >
      <p className={styles.paragraph}>{t('intro')}</p>
      <ul className={styles.list}>
        <li>{t('noDiscouraging')}</li>
        <li>{t('noRecords')}</li>
        <li>{t('noDisenrolling')}</li>
      </ul>
      <h3 className={styles.subheading}>{t('noticeHeading')}</h3>
      <p className={styles.paragraph}>{t('notice')}</p>
      <ul className={styles.list}>
        <li>{t('noticeOnInquiry')}</li>
        <li>{t('noticeBeforeLottery')}</li>
        <li>{t('noticeBeforeDisenrollment')}</li>
      </ul>
      <p className={styles.paragraph}>{t('complaint')}</p>
    </DialogFrame>
  );
}
