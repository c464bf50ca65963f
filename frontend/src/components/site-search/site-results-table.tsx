import type { StaffSiteOption } from '@enroll/domain';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled } from '@fluentui/react-icons';
import { useTranslation } from '../../i18n/use-translation.ts';
import { type DataColumn, DataTable } from '../staff-table/data-table.tsx';
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
  const columns: DataColumn<StaffSiteOption>[] = [
    { id: 'name', header: t('table.name'), cell: (site) => site.name, cellClassName: styles.name },
    { id: 'charter', header: t('table.charter'), cell: (site) => site.charter.name },
    { id: 'address', header: t('table.address'), cell: (site) => site.address },
    ...(showDistance
      ? [
          {
            id: 'distance',
            header: t('table.distance'),
            cell: (site: StaffSiteOption) =>
              site.distance === undefined ? '' : t('table.miles', { distance: site.distance.toFixed(1) }),
          },
        ]
      : []),
    {
      id: 'select',
      header: <span>{t('table.select')}</span>,
      headerClassName: styles.action,
      cell: (site) => {
        const selected = site.id === selectedId;
        return (
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
        );
      },
    },
  ];
  return (
    <div className={styles.wrapper}>
      <DataTable
        label={caption}
        rows={rows}
        columns={columns}
        rowKey={(site) => site.id}
        className={styles.table}
        size="small"
        rowProps={(site) => ({
          className: site.id === selectedId ? styles.selectedRow : undefined,
          'aria-selected': site.id === selectedId,
          'data-testid': 'site-row',
        })}
      />
    </div>
  );
}
