import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useTranslation } from '../../../i18n/use-translation.ts';
import '../i18n/register.ts';

const useStyles = makeStyles({
  overlay: {
    position: 'absolute',
    inset: '0',
    zIndex: 10,
    display: 'flex',
    justifyContent: 'center',
    alignItems: 'flex-start',
    paddingTop: '120px',
    backgroundColor: tokens.colorNeutralBackgroundAlpha2,
  },
});

/** Covers the map and the results while a search runs. */
export function SearchOverlay() {
  const styles = useStyles();
  const { t } = useTranslation('locationFinder');
  return (
    <div className={styles.overlay} data-testid="search-loading">
      <Spinner size="large" label={t('search.searching')} labelPosition="below" />
    </div>
  );
}
