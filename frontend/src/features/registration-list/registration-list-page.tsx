import {
  REGISTRATION_LIST_FILTERS,
  REGISTRATION_SORT_COLUMNS,
  type RegistrationListRow,
} from '@enroll/domain';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { ExportButton } from '../../components/export/index.ts';
import {
  StaffListCardFacts,
  StaffListSection,
  StaffTable,
  useStaffListFilters,
} from '../../components/staff-table/index.ts';
import { registerMessages } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { exportRegistrationsRequest, REGISTRATION_EXCEL_FALLBACK_NAME } from './api/export-registrations.ts';
import { type RegistrationListRequest, useRegistrations } from './api/get-registrations.ts';
import {
  REGISTRATION_CARD_FACTS,
  registrationColumns,
  studentNameOf,
} from './components/registration-columns.tsx';
import { enRegistrationList } from './i18n/en.ts';

registerMessages('registrationList', enRegistrationList);

/**
 * /registration-forms (every staff level): the caller's charters' primary registrations in the
 * spec's views (regular by default, completed, terminated; the age toggles narrow the regular view),
 * searched, sorted and paged on the server. Every level may read a registration, so a row always
 * opens its detail.
 */
export function RegistrationListPage() {
  const { t } = useTranslation('registrationList');
  const navigate = useNavigate();
  const { list, filters, toggles, texts } = useStaffListFilters({
    filters: REGISTRATION_LIST_FILTERS,
    columns: REGISTRATION_SORT_COLUMNS,
    t,
  });
  const request: RegistrationListRequest = filters;
  const query = useRegistrations(request);
  const columns = useMemo(() => registrationColumns(t), [t]);
  const exportRequest = useMemo(() => exportRegistrationsRequest(filters), [filters]);
  // An empty answer to the current filters: Export to Excel says so without asking the server.
  const nothingListed = query.isSuccess && !query.isPlaceholderData && query.data.pages[0]?.rows.length === 0;

  const openRow = (row: RegistrationListRow) => navigate(`/registration-forms/${encodeURIComponent(row.id)}`);

  return (
    <StaffListSection titleId="registration-list-title" title={t('title')}>
      <StaffTable
        {...texts}
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
    </StaffListSection>
  );
}
