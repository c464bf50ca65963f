import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../../i18n/use-translation.ts';

const useStyles = makeStyles({
  actions: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  button: { minHeight: '44px', width: '100%' },
});

export interface SiteActionsProps {
  siteId: string;
  /** The site's secondary (expanded learning) enrollment address; the button is shown only when it is set. */
  secondaryEnrollmentUrl: string | null | undefined;
}

/** 'Request Information', 'Expanded Learning Registration' (when the site has one) and 'Year-Round Registration'. */
export function SiteActions({ siteId, secondaryEnrollmentUrl }: SiteActionsProps) {
  const styles = useStyles();
  const { t } = useTranslation('siteLanding');
  const navigate = useNavigate();
  const site = encodeURIComponent(siteId);
  const secondaryUrl = secondaryEnrollmentUrl?.trim();
  return (
    <div className={styles.actions}>
      <Button
        className={styles.button}
        appearance="primary"
        size="large"
        onClick={() => navigate(`/interest?site=${site}`)}
      >
        {t('actions.requestInformation')}
      </Button>
      {secondaryUrl && (
        <Button
          className={styles.button}
          as="a"
          href={secondaryUrl}
          size="large"
          data-testid="expanded-learning-link"
        >
          {t('actions.expandedLearning')}
        </Button>
      )}
      <Button className={styles.button} size="large" onClick={() => navigate(`/register?site=${site}`)}>
        {t('actions.yearRound')}
      </Button>
    </div>
  );
}
