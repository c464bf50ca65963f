import type { StaffSiteOption } from '@enroll/domain';
import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { type StaffSiteQuery, useStaffSites } from '../../api/staff-sites.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import './i18n/register.ts';
import { SiteResultsTable } from './site-results-table.tsx';

const useStyles = makeStyles({
  message: { margin: 0, paddingBlock: tokens.spacingVerticalM },
  failed: { margin: 0, paddingBlock: tokens.spacingVerticalM, color: tokens.colorPaletteRedForeground1 },
});

export interface SiteSearchResultsProps {
  /** The search made (null before the first one: nothing shown). */
  query: StaffSiteQuery | null;
  caption: string;
  selectedId: string | null;
  onSelect: (site: StaffSiteOption) => void;
  showDistance?: boolean;
}

/** The answer of a search: a spinner, the failure, 'No results found for your search.' or the table. */
export function SiteSearchResults({
  query,
  caption,
  selectedId,
  onSelect,
  showDistance,
}: SiteSearchResultsProps) {
  const { t } = useTranslation('siteSearch');
  const styles = useStyles();
  const sites = useStaffSites(query);
  if (query === null) return null;
  // The status lines sit in a live region so a screen reader hears the outcome of the search.
  let content = null;
  if (sites.isPending) content = <Spinner size="small" label={t('searching')} />;
  else if (sites.isError)
    content = (
      <Text as="p" className={styles.failed}>
        {t('failed')}
      </Text>
    );
  else if (sites.data.length === 0)
    content = (
      <Text as="p" className={styles.message}>
        {t('noResults')}
      </Text>
    );
  return (
    <>
      <div role="status" aria-live="polite">
        {content}
      </div>
      {sites.data && sites.data.length > 0 && (
        <SiteResultsTable
          rows={sites.data}
          caption={caption}
          selectedId={selectedId}
          onSelect={onSelect}
          showDistance={showDistance}
        />
      )}
    </>
  );
}
