import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useSite } from '../../api/sites.ts';
import { useBrand } from '../../brand/brand-context.tsx';
import { usePageTitle } from '../../brand/use-page-title.ts';
import { BrandHeader } from '../../components/brand-header/brand-header.tsx';
import { InvalidSite } from '../../components/invalid-site/invalid-site.tsx';
import { PageLoading } from '../../components/page-state/page-loading.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ApiError } from '../../lib/api-client.ts';
import { GenericLanding } from './components/generic-landing.tsx';
import { LandingHero } from './components/landing-hero.tsx';
import { SiteDetails } from './components/site-details.tsx';
import { useFavicon } from './components/use-favicon.ts';
import './i18n/register.ts';

const useStyles = makeStyles({
  content: {
    maxWidth: '1200px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
  },
  error: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalM },
  retry: { minHeight: '44px' },
  invalid: {
    maxWidth: '640px',
    margin: '0 auto',
    paddingBlock: tokens.spacingVerticalXXXL,
    paddingInline: tokens.spacingHorizontalL,
  },
  findLocation: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '44px',
    color: tokens.colorBrandForegroundLink,
  },
});

/** The site's id is unknown (or malformed) to the API, as opposed to a network or server failure. */
/** The landing's hero, then its content column. */
function UnderHero({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return (
    <>
      <LandingHero />
      <div className={styles.content}>{children}</div>
    </>
  );
}

function isInvalidSiteError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

function SiteLanding({ siteId }: { siteId: string }) {
  const styles = useStyles();
  const { t } = useTranslation('siteLanding');
  const query = useSite(siteId);
  // A cached site of an earlier parameter must never show under this one.
  const site = query.data?.id === siteId ? query.data : undefined;
  usePageTitle(site?.charter?.brand?.brandName);
  useFavicon(site?.charter?.brand?.brandIcon);

  if (site) {
    return (
      <UnderHero>
        <SiteDetails site={site} />
      </UnderHero>
    );
  }
  if (query.isError && isInvalidSiteError(query.error)) {
    return (
      <InvalidSite id={siteId} className={styles.invalid}>
        <Link className={styles.findLocation} to="/">
          {t('invalid.findLocation')}
        </Link>
      </InvalidSite>
    );
  }
  if (query.isError) {
    return (
      <>
        <LandingHero />
        <div className={mergeClasses(styles.content, styles.error)} role="alert">
          <p>{t('loadError.body')}</p>
          <Button className={styles.retry} appearance="primary" onClick={() => void query.refetch()}>
            {t('loadError.retry')}
          </Button>
        </div>
      </>
    );
  }
  return <PageLoading label={t('translation:common.loading')} />;
}

function BrandLanding() {
  const brand = useBrand();
  usePageTitle(brand.brandName);
  return (
    <UnderHero>
      <GenericLanding brand={brand} />
    </UnderHero>
  );
}

/** /information[?site={id}]: a learning center's landing page, or the brand's when no site is given. */
export function SiteLandingPage() {
  const [searchParams] = useSearchParams();
  const siteId = searchParams.get('site')?.trim() ?? '';
  return (
    <>
      <BrandHeader />
      <main id="main">{siteId ? <SiteLanding key={siteId} siteId={siteId} /> : <BrandLanding />}</main>
    </>
  );
}
