import {
  REGISTRATION_LIST_FILTERS,
  REGISTRATION_SORT_COLUMNS,
  type RegistrationListFilters,
  type RegistrationListRow,
} from '@enroll/domain';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  exportRegistrationsRequest,
  REGISTRATION_EXCEL_FALLBACK_NAME,
} from '../../api/registrations/export-registrations.ts';
import { type RegistrationListRequest, useRegistrations } from '../../api/registrations/get-registrations.ts';
import { ExportButton } from '../../components/export/index.ts';
import { StaffListCardFacts, StaffTable, useStaffListParams } from '../../components/staff-table/index.ts';
import { registerMessages } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import {
  REGISTRATION_CARD_FACTS,
  registrationColumns,
  studentNameOf,
} from './components/registration-columns.tsx';
import { enRegistrationList } from './i18n/en.ts';

registerMessages('registrationList', enRegistrationList);

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalL, minWidth: 0 },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase600,
    lineHeight: tokens.lineHeightBase600,
    fontWeight: tokens.fontWeightSemibold,
  },
});

/**
 * /registration-forms (every staff level): the caller's charters' primary registrations in the
 * spec's views (regular by default, completed, terminated; the age toggles narrow the regular view),
 * searched, sorted and paged on the server. Every level may read a registration, so a row always
 * opens its detail.
 */
export function RegistrationListPage() {
  const { t } = useTranslation('registrationList');
  const styles = useStyles();
  const navigate = useNavigate();
  const list = useStaffListParams({ filters: REGISTRATION_LIST_FILTERS, columns: REGISTRATION_SORT_COLUMNS });

  const filters = useMemo((): RegistrationListFilters => {
    const value: RegistrationListFilters = { search: list.search, order: list.sort?.order ?? 'asc' };
    if (list.filter) value.filter = list.filter;
    if (list.sort) value.sort = list.sort.column;
    return value;
  }, [list.filter, list.search, list.sort]);
  const request: RegistrationListRequest = filters;
  const query = useRegistrations(request);
  const columns = useMemo(() => registrationColumns(t), [t]);
  const toggles = useMemo(
    () => REGISTRATION_LIST_FILTERS.map((id) => ({ id, label: t(`toggles.${id}`) })),
    [t],
  );
  const exportRequest = useMemo(() => exportRegistrationsRequest(filters), [filters]);
  // An empty answer to the current filters: Export to Excel says so without asking the server.
  const nothingListed = query.isSuccess && !query.isPlaceholderData && query.data.pages[0]?.rows.length === 0;

  const openRow = (row: RegistrationListRow) => navigate(`/registration-forms/${encodeURIComponent(row.id)}`);

  return (
    <section className={styles.root} aria-labelledby="registration-list-title">
      <h1 id="registration-list-title" className={styles.title}>
        {t('title')}
      </h1>
      <StaffTable
        label={t('tableLabel')}
        query={query}
        list={list}
        columns={columns}
        toggles={toggles}
        rowKey={(row) => row.id}
        rowName={studentNameOf}
        linkColumn="studentName"
        renderCard={(row) => (
          <StaffListCardFacts row={row} columns={columns} facts={REGISTRATION_CARD_FACTS} />
        )}
        onRowClick={openRow}
        searchPlaceholder={t('searchPlaceholder')}
        countText={(count) => t('count', { count })}
        emptyTitle={t('emptyTitle')}
        emptySubtitle={t('emptySubtitle')}
        emptyTableText={t('emptyTable')}
        actions={
          <ExportButton
            label={t('exportExcel')}
            request={exportRequest}
            fallbackFileName={REGISTRATION_EXCEL_FALLBACK_NAME}
            filtered={list.filter !== null || list.search !== ''}
            empty={nothingListed}
          />
        }
      />
    </section>
  );
}
