import { permissionLevelName, type UserPermission } from '@enroll/domain';
import {
  Button,
  createTableColumn,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  type TableColumnDefinition,
  type TableColumnId,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
  useTableFeatures,
  useTableSort,
} from '@fluentui/react-components';
import { type MouseEvent, useId, useMemo } from 'react';
import { SidewaysScroll } from '../../../components/sideways-scroll/index.ts';
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
  const headerProps = (columnId: TableColumnId) => ({
    sortDirection: getSortDirection(columnId),
    onClick: (event: MouseEvent) => toggleColumnSort(event, columnId),
  });
  const headers: Record<UserColumn, string> = {
    name: t('table.name'),
    status: t('table.status'),
    charterAssignments: t('table.charterAssignments'),
    action: t('table.action'),
  };

  return (
    <SidewaysScroll label={t('table.caption')}>
      <Table sortable className={styles.table} aria-label={t('table.caption')}>
        <TableHeader>
          <TableRow>
            {USER_COLUMNS.map((columnId) => (
              <TableHeaderCell key={columnId} {...headerProps(columnId)}>
                {headers[columnId]}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {sorted.map(({ item }) => (
            <TableRow key={item.user._id} data-testid="permission-row">
              <TableCell>
                <div className={styles.name}>
                  <span className={styles.nameText}>{item.user.name}</span>
                  <span className={styles.email}>{item.user.azureID}</span>
                </div>
              </TableCell>
              <TableCell>{permissionLevelName(item.user.userLevel)}</TableCell>
              <TableCell>{chartersText(item.user, allCharters) || t('noCharters')}</TableCell>
              <TableCell>
                <UpdateCell row={item} onUpdate={onUpdate} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </SidewaysScroll>
  );
}
