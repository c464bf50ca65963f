import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { StaffListPager } from './use-staff-list-pager.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS, marginInlineStart: 'auto' },
});

/** 'Page X of Y', 'a-b of N Records' (read out when the page changes) and Previous / Next. */
export function StaffListPagerBar({ pager, label }: { pager: StaffListPager; label: string }) {
  const { t } = useTranslation('staffTable');
  const styles = useStyles();
  return (
    <nav className={styles.root} aria-label={t('pagerLabel', { label })} data-testid="staff-table-pager">
      <Text aria-live="polite" aria-atomic="true">
        <span data-testid="staff-table-page">
          {t('pageOf', { page: pager.page, pages: pager.pageCount })}
        </span>
        {', '}
        <span data-testid="staff-table-range">
          {t('range', { from: pager.from, to: pager.to, total: pager.total })}
        </span>
      </Text>
      <div className={styles.buttons}>
        <Button
          icon={<ChevronLeftRegular />}
          disabled={!pager.hasPrevious || pager.busy}
          onClick={pager.previous}
        >
          {t('previous')}
        </Button>
        <Button
          icon={<ChevronRightRegular />}
          iconPosition="after"
          disabled={!pager.hasNext || pager.busy}
          onClick={pager.next}
        >
          {t('next')}
        </Button>
      </div>
    </nav>
  );
}
