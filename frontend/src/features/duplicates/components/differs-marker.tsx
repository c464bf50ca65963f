import { makeStyles, tokens } from '@fluentui/react-components';
import { ArrowSwapRegular } from '@fluentui/react-icons';
import { useTranslation } from '../../../i18n/use-translation.ts';

const useStyles = makeStyles({
  marker: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    marginInlineStart: tokens.spacingHorizontalXS,
    fontWeight: tokens.fontWeightRegular,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground1,
  },
});

/**
 * Beside a field's label when the records' values differ: an icon and the word 'differs', so the
 * row's highlight is not the only sign.
 */
export function DiffersMarker() {
  const { t } = useTranslation('duplicates');
  const styles = useStyles();
  return (
    <span className={styles.marker}>
      <ArrowSwapRegular aria-hidden />
      {t('set.differs')}
    </span>
  );
}
