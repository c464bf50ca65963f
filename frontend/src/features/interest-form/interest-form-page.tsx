import type { PublicSite } from '@enroll/domain';
import { type ReactNode, useDeferredValue, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSite } from '../../api/sites.ts';
import { useBrand } from '../../brand/brand-context.tsx';
import { usePageTitle } from '../../brand/use-page-title.ts';
import { BrandHeader } from '../../components/brand-header/brand-header.tsx';
import { InvalidSite } from '../../components/invalid-site/invalid-site.tsx';
import { LoadFailed } from '../../components/load-failed/load-failed.tsx';
import { FormPageMain } from '../../components/page-state/form-page-main.tsx';
import { PageLoading } from '../../components/page-state/page-loading.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ApiError } from '../../lib/api-client.ts';
import { InterestConfirmation, type SubmittedInterest } from './components/interest-confirmation.tsx';
import { InterestForm } from './components/interest-form.tsx';
import { InterestIntro } from './components/interest-intro.tsx';
import './i18n/register.ts';
import { readInterestQuery } from './interest-query.ts';

/** Levels of the public interest flow: 0 the form, 6 the confirmation. */
type InterestLevel = 0 | 6;

/** A site is valid when it has a name or an id; a 404 (or 400 for a malformed id) means it is unknown. */
function siteStatus(
  siteId: string | undefined,
  result: ReturnType<typeof useSite>,
): 'none' | 'loading' | 'invalid' | 'failed' | 'valid' {
  if (!siteId) return 'none';
  if (result.isPending) return 'loading';
  if (result.isError) {
    const unknown =
      result.error instanceof ApiError && (result.error.status === 404 || result.error.status === 400);
    return unknown ? 'invalid' : 'failed';
  }
  return result.data.name || result.data.id ? 'valid' : 'invalid';
}

/** /interest?site=&charter=&campaign=: request information about a school. */
export function InterestFormPage() {
  const { t } = useTranslation();
  const hostBrand = useBrand();
  const [searchParams] = useSearchParams();
  const query = useMemo(() => readInterestQuery(searchParams), [searchParams]);
  const siteResult = useSite(query.site ?? null);
  // The query's answer arrives as a store update, which React renders at once, in one task. Drawing
  // the form from the deferred status moves that render into a time-sliced one, so a phone stays
  // responsive while the form is built (Lighthouse's total blocking time).
  const status = useDeferredValue(siteStatus(query.site, siteResult));
  const site: PublicSite | undefined = status === 'valid' ? siteResult.data : undefined;
  const brandName = site?.charter.brand.brandName || hostBrand.brandName;
  const [level, setLevel] = useState<InterestLevel>(0);
  const [submitted, setSubmitted] = useState<SubmittedInterest | null>(null);
  usePageTitle(brandName);

  let content: ReactNode;
  if (status === 'loading') content = <PageLoading label={t('common.loading')} />;
  else if (status === 'invalid') content = <InvalidSite id={query.site ?? ''} />;
  else if (status === 'failed')
    content = (
      <LoadFailed message={t('interestForm:siteLoadFailed')} onRetry={() => void siteResult.refetch()} />
    );
  else if (level === 6 && submitted)
    content = <InterestConfirmation brandName={brandName} submitted={submitted} />;
  else
    content = (
      <>
        <InterestIntro brandName={brandName} site={site} />
        <InterestForm
          query={query}
          onSubmitted={(result) => {
            setSubmitted({ ...result, siteId: site?.id });
            setLevel(6);
          }}
        />
      </>
    );

  return (
    <>
      <BrandHeader />
      <FormPageMain>{content}</FormPageMain>
    </>
  );
}
