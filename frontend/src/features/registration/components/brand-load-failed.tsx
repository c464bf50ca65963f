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

/** 'Error loading brand information.' with a 'Try Again' that starts the lookup over. */
export function BrandLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('registration');
  const styles = useStyles();
  return (
    <section className={styles.root} data-testid="brand-load-failed">
      <p className={styles.text} role="alert">
        {t('brandLoadFailed')}
      </p>
      <Button appearance="primary" onClick={onRetry}>
        {t('tryAgain')}
      </Button>
    </section>
  );
}
