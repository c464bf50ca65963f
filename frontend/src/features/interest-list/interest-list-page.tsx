import { INTEREST_LIST_FILTERS, INTEREST_SORT_COLUMNS, type InterestListRow } from '@enroll/domain';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { ExportButton, MyExportsButton } from '../../components/export/index.ts';
import { useNotify } from '../../components/notification-banner/notification-banner.tsx';
import { StaffListScreen, useToggleStaffList } from '../../components/staff-table/staff-list-screen.tsx';
import { registerMessages } from '../../i18n/i18n.ts';
import { useStaffUser } from '../../staff-session/index.ts';
import { exportInterestsRequest, INTEREST_EXCEL_FALLBACK_NAME } from './api/export-interests.ts';
import { useInterests } from './api/get-interests.ts';
import { INTEREST_CARD_FACTS, interestColumns, studentNameOf } from './components/interest-columns.tsx';
import { enInterestList } from './i18n/en.ts';
import { ENROLLED_MESSAGE_KEY, interestRowAction } from './interest-row-action.ts';

registerMessages('interestList', enInterestList);

/**
 * /interest-forms (every staff level): the caller's charters' interest entries, filtered, searched,
 * sorted and paged on the server; a row opens by the spec's four row-click rules.
 */
export function InterestListPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const me = useStaffUser();
  const { t, filters, screen } = useToggleStaffList({
    namespace: 'interestList',
    titleId: 'interest-list-title',
    filters: INTEREST_LIST_FILTERS,
    sortColumns: INTEREST_SORT_COLUMNS,
    useRows: useInterests,
    columnsOf: interestColumns,
    cardFacts: INTEREST_CARD_FACTS,
    rowName: studentNameOf,
    linkColumn: 'studentName',
  });

  const exportRequest = useMemo(() => exportInterestsRequest(filters), [filters]);

  const openRow = (row: InterestListRow) => {
    const action = interestRowAction(row, me.level);
    if (action.kind === 'open') navigate(action.path);
    else if (action.reason === 'enrolled') notify('warning', t(`validation:${ENROLLED_MESSAGE_KEY}`));
    else notify('warning', t('noEditOption'));
  };

  return (
    <StaffListScreen
      {...screen}
      onRowClick={openRow}
      actions={
        <>
          <ExportButton
            label={t('exportExcel')}
            request={exportRequest}
            fallbackFileName={INTEREST_EXCEL_FALLBACK_NAME}
          />
          <MyExportsButton />
        </>
      }
    />
  );
}
