import { isLearn4Life, type LocationQuery, type PublicSite } from '@enroll/domain';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useBrand } from '../../brand/brand-context.tsx';
import { usePageTitle } from '../../brand/use-page-title.ts';
import { BrandHeader } from '../../components/brand-header/brand-header.tsx';
import { LanguageSwitch } from '../../components/language-switch/language-switch.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useSearchSites } from './api/search-sites.ts';
import { InfoHeader } from './components/info-header.tsx';
import { SearchBar } from './components/search-bar.tsx';
import { SearchOverlay } from './components/search-overlay.tsx';
import { SiteMap } from './components/site-map.tsx';
import { type SearchOutcome, SiteResults } from './components/site-results.tsx';
import { readFinderSearch, withoutFinderSearch, writeFinderSearch } from './finder-url-search.ts';
import './i18n/register.ts';

const NO_SITES: readonly PublicSite[] = [];

const useStyles = makeStyles({
  main: { paddingBottom: tokens.spacingVerticalXXXL },
  // Learn4Life's finder has no brand header: the language switch gets a bar of its own above the
  // heading, in the page's flow (it never covers the heading) and first in the tab order.
  switchBar: {
    display: 'flex',
    justifyContent: 'flex-end',
    maxWidth: '1200px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL} 0`,
  },
  learn4lifeHeading: {
    maxWidth: '1200px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL} 0`,
    textAlign: 'center',
    fontSize: tokens.fontSizeBase600,
    lineHeight: tokens.lineHeightBase600,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorBrandForeground1,
  },
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '1200px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`,
  },
  results: { position: 'relative', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

function outcomeOf(query: LocationQuery | null, search: ReturnType<typeof useSearchSites>): SearchOutcome {
  if (query === null) return 'idle';
  if (search.isFetching) return 'loading';
  if (search.isSuccess && search.data.length > 0) return 'found';
  return 'none';
}

/** The location finder ('/'): search the host brand's learning centers by ZIP code or state. */
export function LocationFinderPage() {
  const styles = useStyles();
  const brand = useBrand();
  const { t } = useTranslation('locationFinder');
  usePageTitle(brand.brandName);
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedId = searchParams.get('id');
  // The search lives in the URL, so a reload, Back and Forward keep their results.
  const urlSearch = useMemo(() => readFinderSearch(searchParams), [searchParams]);
  const query = urlSearch?.result.ok ? urlSearch.result.query : null;
  const search = useSearchSites(brand.brandName, query);
  const outcome = outcomeOf(query, search);
  const sites = outcome === 'found' ? (search.data ?? NO_SITES) : NO_SITES;

  // A selection belongs to the results it was made in; new results start from the `id` parameter.
  const [selection, setSelection] = useState<{ results: readonly PublicSite[]; siteId: string } | null>(null);
  const selectedId =
    selection?.results === sites
      ? selection.siteId
      : requestedId && sites.some((site) => site.id === requestedId)
        ? requestedId
        : null;
  const select = (siteId: string) => setSelection({ results: sites, siteId });
  const selectFromMap = (siteId: string) => {
    select(siteId);
    document.querySelector(`[data-site-id="${CSS.escape(siteId)}"]`)?.scrollIntoView?.({ block: 'nearest' });
  };

  // A new search is a new history entry (Back returns to the previous one); the same one again is not.
  const runSearch = (next: LocationQuery, text: string) => {
    const params = writeFinderSearch(searchParams, text, next);
    setSearchParams(params, { replace: params.toString() === searchParams.toString() });
  };
  // The spec's clear reloads the page; without the search, or the reload would bring it back.
  const clear = () => {
    const params = withoutFinderSearch(searchParams).toString();
    window.location.assign(`${window.location.pathname}${params ? `?${params}` : ''}`);
  };

  const learn4Life = isLearn4Life(brand.brandName);
  return (
    <>
      {learn4Life ? (
        <header className={styles.switchBar} data-testid="finder-language-bar">
          <LanguageSwitch />
        </header>
      ) : (
        <BrandHeader />
      )}
      <main id="main" className={styles.main}>
        {learn4Life ? (
          <h1 className={styles.learn4lifeHeading}>{t('learn4lifeHeading')}</h1>
        ) : (
          <InfoHeader brand={brand} />
        )}
        <div className={styles.content}>
          <SearchBar
            onSearch={runSearch}
            onClear={clear}
            urlText={urlSearch?.text ?? ''}
            urlError={urlSearch && !urlSearch.result.ok ? urlSearch.result.error : null}
          />
          <div className={styles.results} aria-busy={outcome === 'loading'}>
            <SiteMap sites={sites} selectedId={selectedId} onSelect={selectFromMap} />
            <SiteResults
              outcome={outcome}
              sites={sites}
              brandName={brand.brandName}
              selectedId={selectedId}
              onSelect={select}
              nameSearch={query?.kind === 'text'}
            />
            {outcome === 'loading' && <SearchOverlay />}
          </div>
        </div>
      </main>
    </>
  );
}
