import { Link } from 'react-router-dom';
import { useTranslation } from '../../../i18n/use-translation.ts';

/**
 * An interest link past its lifetime: nothing of the request for information is shown any more. The
 * family goes on from here: a fresh registration or a new request (which e-mails a new link) at the
 * link's learning center, or the finder when the link names none.
 */
export function InterestLinkExpired({ siteId }: { siteId: string | null }) {
  const { t } = useTranslation('registration');
  const site = siteId ? new URLSearchParams({ site: siteId }).toString() : null;
  return (
    <section data-testid="interest-link-expired">
      <h1>{t('linkExpired.title')}</h1>
      <p role="alert">{t('validation:interest.link.expired')}</p>
      <p>{t(site ? 'linkExpired.body' : 'linkExpired.bodyNoSite')}</p>
      {site ? (
        <ul>
          <li>
            <Link to={`/register?${site}`}>{t('linkExpired.register')}</Link>
          </li>
          <li>
            <Link to={`/interest?${site}`}>{t('linkExpired.requestInfo')}</Link>
          </li>
        </ul>
      ) : (
        <p>
          <Link to="/">{t('linkExpired.findCenter')}</Link>
        </p>
      )}
    </section>
  );
}
