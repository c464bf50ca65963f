import { permissionLevelName, type UserPermission } from '@enroll/domain';
import {
  Button,
  createTableColumn,
  makeStyles,
  type TableColumnDefinition,
  Text,
  tokens,
  useTableFeatures,
  useTableSort,
} from '@fluentui/react-components';
import { type MouseEvent, type ReactNode, useId, useMemo } from 'react';
import { type DataColumn, DataTable } from '../../../components/staff-table/index.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useValidationMessage } from '../../../i18n/use-validation-message.ts';
import {
  chartersText,
  compareRows,
  USER_COLUMNS,
  type UserColumn,
  type UserRow,
} from '../users-table-model.ts';

const useStyles = makeStyles({
  // Columns as wide as their content (Fluent's default gives each the same width, and an e-mail address
  // ran over the Status cell); past the page's width the table scrolls sideways.
  table: { minWidth: '720px', tableLayout: 'auto' },
  name: { display: 'grid', paddingBlock: tokens.spacingVerticalXS },
  nameText: { fontWeight: tokens.fontWeightSemibold },
  email: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  action: {
    display: 'grid',
    justifyItems: 'start',
    gap: tokens.spacingVerticalXXS,
    paddingBlock: tokens.spacingVerticalXS,
  },
  refusal: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200, maxWidth: '220px' },
});

function UpdateCell({ row, onUpdate }: { row: UserRow; onUpdate: (user: UserPermission) => void }) {
  const { t } = useTranslation('permissions');
  const translate = useValidationMessage();
  const styles = useStyles();
  const refusalId = useId();
  return (
    <div className={styles.action}>
      <Button
        size="small"
        aria-label={t('table.updateLabel', { name: row.user.name })}
        // Still reachable by keyboard, so the reason below is read with it.
        disabledFocusable={row.refusal !== null}
        aria-describedby={row.refusal ? refusalId : undefined}
        onClick={() => onUpdate(row.user)}
      >
        {t('table.update')}
      </Button>
      {row.refusal && (
        <Text id={refusalId} className={styles.refusal}>
          {translate(row.refusal)}
        </Text>
      )}
    </div>
  );
}

export interface UsersTableProps {
  rows: readonly UserRow[];
  onUpdate: (user: UserPermission) => void;
}

/** The permissions, sortable by each column (a header is a button: Enter or Space sorts). */
export function UsersTable({ rows, onUpdate }: UsersTableProps) {
  const { t } = useTranslation('permissions');
  const styles = useStyles();
  const allCharters = t('allCharters');
  const columns: TableColumnDefinition<UserRow>[] = useMemo(
    () =>
      USER_COLUMNS.map((columnId) =>
        createTableColumn<UserRow>({ columnId, compare: compareRows(columnId, allCharters) }),
      ),
    [allCharters],
  );
  const {
    getRows,
    sort: { getSortDirection, toggleColumnSort, sort },
  } = useTableFeatures({ columns, items: [...rows] }, [
    useTableSort({ defaultSortState: { sortColumn: 'name', sortDirection: 'ascending' } }),
  ]);
  const sorted = sort(getRows());
  const cells: Record<UserColumn, (row: UserRow) => ReactNode> = {
    name: (row) => (
      <div className={styles.name}>
        <span className={styles.nameText}>{row.user.name}</span>
        <span className={styles.email}>{row.user.azureID}</span>
      </div>
    ),
    status: (row) => permissionLevelName(row.user.userLevel),
    charterAssignments: (row) => chartersText(row.user, allCharters) || t('noCharters'),
    action: (row) => <UpdateCell row={row} onUpdate={onUpdate} />,
  };
  const headers: Record<UserColumn, string> = {
    name: t('table.name'),
    status: t('table.status'),
    charterAssignments: t('table.charterAssignments'),
    action: t('table.action'),
  };
  const tableColumns = USER_COLUMNS.map(
    (columnId): DataColumn<UserRow> => ({
      id: columnId,
      header: headers[columnId],
      cell: cells[columnId],
      sort: {
        direction: getSortDirection(columnId),
        onSort: (event: MouseEvent) => toggleColumnSort(event, columnId),
      },
    }),
  );

  return (
    <DataTable
      label={t('table.caption')}
      rows={sorted.map(({ item }) => item)}
      columns={tableColumns}
      rowKey={(row) => row.user._id}
      className={styles.table}
      rowProps={() => ({ 'data-testid': 'permission-row' })}
      scrolls
    />
  );
}
