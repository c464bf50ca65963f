import type { StaffSiteOption } from '@enroll/domain';
import {
  Button,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkCircleFilled } from '@fluentui/react-icons';
import { useTranslation } from '../../i18n/use-translation.ts';
import './i18n/register.ts';

const useStyles = makeStyles({
  wrapper: { overflowX: 'auto', maxHeight: '50vh', overflowY: 'auto' },
  table: { minWidth: '560px' },
  selectedRow: { backgroundColor: tokens.colorBrandBackground2 },
  name: { fontWeight: tokens.fontWeightSemibold },
  action: { width: '120px' },
});

export interface SiteResultsTableProps {
  rows: readonly StaffSiteOption[];
  /** The table's accessible name (what was searched). */
  caption: string;
  selectedId: string | null;
  onSelect: (site: StaffSiteOption) => void;
  /** The zip search's distance column. */
  showDistance?: boolean;
}

/**
 * The modals' results: name, charter, address (and distance), a Select button per row naming its
 * site; the selected row is highlighted and its button says 'Selected' (pressed).
 */
export function SiteResultsTable({
  rows,
  caption,
  selectedId,
  onSelect,
  showDistance = false,
}: SiteResultsTableProps) {
  const { t } = useTranslation('siteSearch');
  const styles = useStyles();
  return (
    <div className={styles.wrapper}>
      <Table className={styles.table} aria-label={caption} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('table.name')}</TableHeaderCell>
            <TableHeaderCell>{t('table.charter')}</TableHeaderCell>
            <TableHeaderCell>{t('table.address')}</TableHeaderCell>
            {showDistance && <TableHeaderCell>{t('table.distance')}</TableHeaderCell>}
            <TableHeaderCell className={styles.action}>
              <span>{t('table.select')}</span>
            </TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((site) => {
            const selected = site.id === selectedId;
            return (
              <TableRow
                key={site.id}
                className={selected ? styles.selectedRow : undefined}
                aria-selected={selected}
                data-testid="site-row"
              >
                <TableCell className={styles.name}>{site.name}</TableCell>
                <TableCell>{site.charter.name}</TableCell>
                <TableCell>{site.address}</TableCell>
                {showDistance && (
                  <TableCell>
                    {site.distance === undefined
                      ? ''
                      : t('table.miles', { distance: site.distance.toFixed(1) })}
                  </TableCell>
                )}
                <TableCell>
                  <Button
                    size="small"
                    appearance={selected ? 'primary' : 'secondary'}
                    icon={selected ? <CheckmarkCircleFilled /> : undefined}
                    aria-pressed={selected}
                    aria-label={t('table.selectLabel', { name: site.name })}
                    onClick={() => onSelect(site)}
                  >
                    {selected ? t('table.selected') : t('table.select')}
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
