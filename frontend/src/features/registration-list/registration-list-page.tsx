import {
  REGISTRATION_LIST_FILTERS,
  REGISTRATION_SORT_COLUMNS,
  type RegistrationListRow,
} from '@enroll/domain';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { ExportButton, MyExportsButton } from '../../components/export/index.ts';
import { StaffListScreen, useToggleStaffList } from '../../components/staff-table/staff-list-screen.tsx';
import { registerMessages } from '../../i18n/i18n.ts';
import { exportRegistrationsRequest, REGISTRATION_EXCEL_FALLBACK_NAME } from './api/export-registrations.ts';
import { useRegistrations } from './api/get-registrations.ts';
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
  const navigate = useNavigate();
  const { t, filters, screen } = useToggleStaffList({
    namespace: 'registrationList',
    titleId: 'registration-list-title',
    filters: REGISTRATION_LIST_FILTERS,
    sortColumns: REGISTRATION_SORT_COLUMNS,
    useRows: useRegistrations,
    columnsOf: registrationColumns,
    cardFacts: REGISTRATION_CARD_FACTS,
    rowName: studentNameOf,
    linkColumn: 'studentName',
  });
  const { query, list } = screen;
  const exportRequest = useMemo(() => exportRegistrationsRequest(filters), [filters]);
  // An empty answer to the current filters: Export to Excel says so without asking the server.
  const nothingListed = query.isSuccess && !query.isPlaceholderData && query.data.pages[0]?.rows.length === 0;

  const openRow = (row: RegistrationListRow) => navigate(`/registration-forms/${encodeURIComponent(row.id)}`);

  return (
    <StaffListScreen
      {...screen}
      onRowClick={openRow}
      emptyTableText={t('emptyTable')}
      actions={
        <>
          <ExportButton
            label={t('exportExcel')}
            request={exportRequest}
            fallbackFileName={REGISTRATION_EXCEL_FALLBACK_NAME}
            filtered={list.filter !== null || list.search !== ''}
            empty={nothingListed}
          />
          <MyExportsButton />
        </>
      }
    />
  );
}
