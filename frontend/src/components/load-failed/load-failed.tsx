import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from '../../i18n/use-translation.ts';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    justifyItems: 'center',
    paddingBlock: tokens.spacingVerticalXXL,
  },
  text: { margin: 0, fontSize: tokens.fontSizeBase400, textAlign: 'center' },
});

export interface LoadFailedProps {
  /** What could not be loaded, announced as an alert. */
  message: string;
  /** Starts the failed lookup over ('Try Again'). */
  onRetry: () => void;
  /** The section's data-testid, where a page's tests look for it. */
  testId?: string;
}

/** A lookup failed (network or server, not an unknown id): the page's message and a 'Try Again' button. */
export function LoadFailed({ message, onRetry, testId }: LoadFailedProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <section className={styles.root} data-testid={testId}>
      <p className={styles.text} role="alert">
        {message}
      </p>
      <Button appearance="primary" onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
    </section>
  );
}
