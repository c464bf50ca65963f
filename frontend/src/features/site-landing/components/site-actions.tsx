import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../../i18n/use-translation.ts';
import '../i18n/register.ts';

const useStyles = makeStyles({
  actions: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  button: { minHeight: '44px', width: '100%' },
});

const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:/i;

/**
 * The secondary enrollment address carrying the chosen center (`site={siteId}`, so the family does not
 * pick it again); its other parameters and its hash stay, a relative address stays relative.
 */
export function withSiteParam(url: string, siteId: string): string {
  const base = 'http://relative.invalid';
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch {
    return url; // not an address a browser could open either: left as the site's record has it
  }
  parsed.searchParams.set('site', siteId);
  if (ABSOLUTE_URL.test(url)) return parsed.href;
  const rest = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  return url.startsWith('//') ? `//${parsed.host}${rest}` : rest;
}

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
          href={withSiteParam(secondaryUrl, siteId)}
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
