import {
  draftFromInterestPrefill,
  emptyRegistrationDraft,
  type PublicBrand,
  type PublicSite,
} from '@enroll/domain';
import { lazy, type ReactNode, Suspense, useDeferredValue, useMemo } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { useBrands } from '../../api/brands.ts';
import { useCurrentDraft } from '../../api/drafts/get-current-draft.ts';
import { useSite } from '../../api/sites.ts';
import { useBrand } from '../../brand/brand-context.tsx';
import { usePageTitle } from '../../brand/use-page-title.ts';
import { LoadFailed } from '../../components/load-failed/load-failed.tsx';
import { FormPageMain } from '../../components/page-state/form-page-main.tsx';
import { PageLoading } from '../../components/page-state/page-loading.tsx';
import { registerMessages } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ApiError } from '../../lib/api-client.ts';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { useInterestPrefill } from './api/get-interest-prefill.ts';
import { RegistrationHeader } from './components/registration-header.tsx';
import { RegistrationWelcome } from './components/registration-welcome.tsx';
import { RegistrationWizard } from './components/registration-wizard.tsx';
import { registrationEn } from './i18n/en.ts';
import { readRegistrationQuery, registrationStorageKey } from './registration-query.ts';
import {
  adoptResumedRegistration,
  loadRegistration,
  type StoredRegistration,
} from './registration-storage.ts';
import { STEP_COMPONENTS } from './step-components.ts';
import type { StepComponents } from './step-types.ts';

registerMessages('registration', registrationEn);

export const REGISTER_INTEREST_PATH = '/register-interest';

/** Fetches the Student Information step's code, where both variants open (never rejects). */
export const preloadFirstStep = (): Promise<void> => STEP_COMPONENTS.studentInformation.preload();

/** The brand of a site in the brand settings: its own brand name, else its charter's, else the host's. */
export function brandOfSite(
  site: Pick<PublicSite, 'brandName' | 'charter'>,
  brands: readonly PublicBrand[],
  hostBrandKey: string,
): PublicBrand | undefined {
  const names = [site.brandName, site.charter?.brand?.brandName]
    .filter((name): name is string => Boolean(name))
    .map((name) => name.toLowerCase());
  for (const name of names) {
    const found = brands.find((brand) => brand.brandName.toLowerCase() === name || brand.key === name);
    if (found) return found;
  }
  return brands.find((brand) => brand.key === hostBrandKey);
}

function isUnknownSite(error: Error | null): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** The interest of the link was registered already (409 `interest.enrolled`): nothing is pre-filled. */
function isEnrolledRefusal(error: Error | null): boolean {
  return error instanceof ApiError && error.status === 409;
}

/** The interest link is past its lifetime (410 `interest.link.expired`): nothing is pre-filled. */
function isExpiredRefusal(error: Error | null): boolean {
  return error instanceof ApiError && error.status === 410;
}

// Pages a wizard shows only in place of itself (a wrong site, an expired link): fetched when shown,
// so the wizard's first load stays within its budget.
const InvalidSite = lazy(() =>
  import('../../components/invalid-site/invalid-site.tsx').then((module) => ({
    default: module.InvalidSite,
  })),
);
const InterestLinkExpired = lazy(() =>
  import('./components/interest-link-expired.tsx').then((module) => ({
    default: module.InterestLinkExpired,
  })),
);

function AlreadyEnrolled() {
  const { t } = useTranslation('registration');
  return (
    <section data-testid="interest-enrolled">
      <h1>{t('alreadyEnrolled')}</h1>
      <p role="alert">{t('validation:interest.enrolled')}</p>
      <p>
        <Link to="/">{t('translation:common.goHome')}</Link>
      </p>
    </section>
  );
}

/** What the page shows: the wizard, or what stands in for it while it cannot be shown. */
type PagePhase =
  | 'enrolled'
  | 'linkExpired'
  | 'invalidSite'
  | 'loadFailed'
  | 'loadingBrand'
  | 'loadingExisting'
  | 'wizard';

interface RegistrationPageProps {
  /** The step components by key; the lazily loaded step files by default (tests pass their own). */
  stepComponents?: StepComponents;
}

/**
 * /register?site={siteId}[&charter=] and /register-interest?uuid={uuid}[&site=]: the public student
 * registration wizard of the site's brand (11 or 15 steps by the brand's variant setting).
 */
export function RegistrationPage({ stepComponents = STEP_COMPONENTS }: RegistrationPageProps) {
  const { t } = useTranslation('registration');
  const hostBrand = useBrand();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const fromInterest = pathname === REGISTER_INTEREST_PATH;
  const query = useMemo(
    () => readRegistrationQuery(searchParams, fromInterest),
    [searchParams, fromInterest],
  );
  const storageKey = registrationStorageKey(query);
  // An interest link opened in a new tab: the draft this device keeps on the server for that link.
  const inTab = useMemo(() => loadRegistration(storageKey), [storageKey]);
  const onDevice = useCurrentDraft(fromInterest && !inTab);
  const stored = useMemo(() => {
    // A draft opened from an e-mailed link (/resume) or kept for the interest link becomes this tab's draft.
    adoptResumedRegistration(storageKey, query.site, query.uuid, onDevice.data ?? null);
    return loadRegistration(storageKey);
  }, [storageKey, query.site, query.uuid, onDevice.data]);

  // An interest link pre-fills a fresh draft (and names the site when the link does not).
  const prefillUuid = query.uuid && (!stored || !query.site) ? query.uuid : null;
  const prefill = useInterestPrefill(prefillUuid);
  const prefillSettled =
    (prefillUuid === null || !prefill.isPending) && !(fromInterest && !inTab && onDevice.isPending);
  const siteId = query.site ?? (prefill.data?.learningCenterId || null);

  const siteResult = useSite(siteId);
  const brands = useBrands();
  const site = siteResult.data;
  const brand = site && brands.data ? brandOfSite(site, brands.data, hostBrand.key) : undefined;
  usePageTitle(
    brand?.brandName ?? (site?.charter?.brand?.brandName || site?.brandName) ?? hostBrand.brandName,
  );

  const initial = useMemo<StoredRegistration>(
    () =>
      stored ?? {
        draft: {
          ...emptyRegistrationDraft(),
          ...(prefill.data ? draftFromInterestPrefill(prefill.data) : {}),
        },
        level: 0,
        idempotencyKey: newIdempotencyKey(),
      },
    [stored, prefill.data],
  );

  const alreadyEnrolled = prefillUuid !== null && isEnrolledRefusal(prefill.error);
  const linkExpired = prefillUuid !== null && isExpiredRefusal(prefill.error);
  let phase: PagePhase;
  if (alreadyEnrolled) phase = 'enrolled';
  else if (linkExpired) phase = 'linkExpired';
  else if (!siteId) phase = 'loadingExisting';
  else if (siteResult.isError && isUnknownSite(siteResult.error)) phase = 'invalidSite';
  else if (brands.isError || siteResult.isError) phase = 'loadFailed';
  else if (siteResult.isPending || brands.isPending) phase = 'loadingBrand';
  else if (!site || !brand) phase = 'loadFailed';
  else if (!prefillSettled) phase = 'loadingExisting';
  else phase = 'wizard';
  // The queries' answers arrive as store updates, which React renders at once, in one task. Drawing
  // the page from the deferred phase moves the wizard's first render into a time-sliced one, so a
  // phone stays responsive while it is built (Lighthouse's total blocking time); until then
  // the screen stays as it was.
  const shown = useDeferredValue(phase);

  if (!alreadyEnrolled && !linkExpired && !query.site && (!query.uuid || (prefillSettled && !siteId)))
    return <Navigate to="/" replace />;

  const retry = () => {
    if (siteResult.isError) void siteResult.refetch();
    if (brands.isError) void brands.refetch();
  };

  let content: ReactNode;
  if (shown === 'enrolled') content = <AlreadyEnrolled />;
  else if (shown === 'linkExpired') content = <InterestLinkExpired siteId={query.site} />;
  else if (shown === 'invalidSite') content = <InvalidSite id={siteId ?? ''} />;
  else if (shown === 'loadFailed')
    content = <LoadFailed message={t('brandLoadFailed')} onRetry={retry} testId="brand-load-failed" />;
  else if (shown === 'wizard' && site && brand && siteId)
    content = (
      <RegistrationWizard
        key={`${storageKey}:${brand.variant}`}
        variant={brand.variant}
        site={site}
        siteId={siteId}
        uuid={query.uuid}
        storageKey={storageKey}
        initial={initial}
        stepComponents={stepComponents}
        welcome={
          <RegistrationWelcome charterName={site.charter?.name || brand.brandName} siteName={site.name} />
        }
      />
    );
  else content = <PageLoading label={t(shown === 'loadingBrand' ? 'loadingBrand' : 'loadingExisting')} />;

  return (
    <>
      <RegistrationHeader
        brandName={brand?.brandName ?? hostBrand.brandName}
        brandLogo={brand?.brandLogo ?? hostBrand.brandLogo}
      />
      <FormPageMain>
        <Suspense fallback={<PageLoading label={t('translation:common.loading')} />}>{content}</Suspense>
      </FormPageMain>
    </>
  );
}
