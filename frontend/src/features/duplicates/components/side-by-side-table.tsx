import {
  COMPARED_FIELDS,
  type ComparedField,
  type DuplicateRecordView,
  differingFields,
  refKey,
  usDate,
  usDateTime,
} from '@enroll/domain';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { type DataColumn, DataTable } from '../../../components/staff-table/index.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { recordDetailPath } from '../duplicate-records.ts';
import { DiffersMarker } from './differs-marker.tsx';
import { useViewName } from './view-name.ts';

const useStyles = makeStyles({
  // Columns as wide as their values; past the page's width the table scrolls sideways.
  table: { tableLayout: 'auto' },
  columns2: { minWidth: '560px' },
  columns3: { minWidth: '760px' },
  columns4: { minWidth: '960px' },
  field: { width: '200px', fontWeight: tokens.fontWeightSemibold },
  // A differing row is marked three ways: its colour, an icon and the word 'differs' by its label.
  differs: {
    backgroundColor: tokens.colorPaletteYellowBackground2,
    ':hover': { backgroundColor: tokens.colorPaletteYellowBackground2 },
  },
  value: { overflowWrap: 'anywhere', paddingBlock: tokens.spacingVerticalXS },
  empty: { color: tokens.colorNeutralForeground2, fontStyle: 'italic' },
  header: { display: 'grid', paddingBlock: tokens.spacingVerticalXS },
});

const COLUMN_WIDTHS = ['columns2', 'columns2', 'columns2', 'columns3', 'columns4'] as const;

/** A value as staff read it: dates as MM/DD/YYYY (a timestamp with its time), the rest as entered. */
export function shownValue(field: ComparedField, value: string): string {
  if (field === 'birthDate') return usDate(value) || value;
  if (field === 'submittedAt') return usDateTime(value) || value;
  return value;
}

/**
 * The records side by side: one column per record, headed by its kind linked to its detail page, one
 * row per compared field; the rows whose values differ (`differingFields`) are highlighted and say so.
 */
export function SideBySideTable({ records }: { records: readonly DuplicateRecordView[] }) {
  const { t } = useTranslation('duplicates');
  const styles = useStyles();
  const nameOf = useViewName();
  const differing = new Set(differingFields(records));
  const columns: DataColumn<ComparedField>[] = [
    {
      id: 'field',
      header: t('set.field'),
      headerClassName: styles.field,
      cellClassName: styles.field,
      cell: (field) => (
        <>
          {t(`fields.${field}`)}
          {differing.has(field) ? <DiffersMarker /> : null}
        </>
      ),
    },
    ...records.map(
      (record): DataColumn<ComparedField> => ({
        id: refKey(record),
        header: (
          <span className={styles.header}>
            <Link
              to={recordDetailPath(record)}
              aria-label={t('set.openRecord', { kind: t(`kinds.${record.kind}`), name: nameOf(record) })}
            >
              {t(`kinds.${record.kind}`)}
            </Link>
            <span>{nameOf(record)}</span>
          </span>
        ),
        cell: (field) => {
          const value = shownValue(field, record.fields[field].trim());
          return value ? (
            <div className={styles.value}>{value}</div>
          ) : (
            <div className={mergeClasses(styles.value, styles.empty)}>{t('set.empty')}</div>
          );
        },
      }),
    ),
  ];
  return (
    <DataTable
      label={t('set.tableLabel')}
      rows={COMPARED_FIELDS}
      columns={columns}
      rowKey={(field) => field}
      className={mergeClasses(styles.table, styles[COLUMN_WIDTHS[records.length] ?? 'columns4'])}
      rowProps={(field) => ({
        className: differing.has(field) ? styles.differs : '',
        'data-testid': `field-${field}`,
        'data-differs': String(differing.has(field)),
      })}
      scrolls
    />
  );
}
