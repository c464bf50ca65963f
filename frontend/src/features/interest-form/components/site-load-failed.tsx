import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    justifyItems: 'center',
    paddingBlock: tokens.spacingVerticalXXL,
  },
  text: { margin: 0, fontSize: tokens.fontSizeBase400, textAlign: 'center' },
});

/** The site could not be checked (network or server failure, not an unknown id): offer a retry. */
export function SiteLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('interestForm');
  const styles = useStyles();
  return (
    <section className={styles.root}>
      <p className={styles.text} role="alert">
        {t('siteLoadFailed')}
      </p>
      <Button appearance="primary" onClick={onRetry}>
        {t('tryAgain')}
      </Button>
    </section>
  );
}
