import type { PublicSite } from '@enroll/domain';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useVisuallyHiddenStyles } from '../../../components/visually-hidden/visually-hidden.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import '../i18n/register.ts';
import { SiteCard } from './site-card.tsx';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  status: { margin: '0', minHeight: tokens.lineHeightBase400, fontSize: tokens.fontSizeBase400 },
  grid: {
    listStyle: 'none',
    margin: '0',
    padding: '0',
    display: 'grid',
    gridTemplateColumns: '1fr',
    gap: tokens.spacingHorizontalL,
    '@media (min-width: 600px)': { gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))' },
  },
  item: { display: 'flex' },
});

export type SearchOutcome = 'idle' | 'loading' | 'found' | 'none';

export interface SiteResultsProps {
  outcome: SearchOutcome;
  sites: readonly PublicSite[];
  brandName: string;
  selectedId: string | null;
  onSelect: (siteId: string) => void;
  /** The search was a name (neither a ZIP code nor a state): an empty answer says how to search. */
  nameSearch?: boolean;
}

/**
 * The results count (announced politely), or 'No results found for your search.' (with how to search
 * when the text was neither a ZIP code nor a state), and the grid of cards.
 */
export function SiteResults({
  outcome,
  sites,
  brandName,
  selectedId,
  onSelect,
  nameSearch = false,
}: SiteResultsProps) {
  const styles = useStyles();
  const hidden = useVisuallyHiddenStyles();
  const { t } = useTranslation('locationFinder');
  const status =
    outcome === 'found'
      ? t('results.count', { count: sites.length })
      : outcome === 'none'
        ? nameSearch
          ? `${t('results.none')} ${t('results.nameHint')}`
          : t('results.none')
        : '';
  return (
    <section className={styles.section} aria-labelledby="location-results-heading">
      <h2 id="location-results-heading" className={hidden.root}>
        {t('results.heading')}
      </h2>
      <p className={styles.status} role="status" data-testid="results-status">
        {status}
      </p>
      {outcome === 'found' && (
        <ul className={styles.grid} data-testid="site-results">
          {sites.map((site) => (
            <li key={site.id} className={styles.item}>
              <SiteCard
                site={site}
                brandName={brandName}
                selected={site.id === selectedId}
                onSelect={onSelect}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
