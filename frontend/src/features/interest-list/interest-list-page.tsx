import { INTEREST_LIST_FILTERS, INTEREST_SORT_COLUMNS, type InterestListRow } from '@enroll/domain';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { ExportButton } from '../../components/export/index.ts';
import { useNotify } from '../../components/notification-banner/notification-banner.tsx';
import {
  StaffListCardFacts,
  StaffListSection,
  StaffTable,
  useStaffListFilters,
} from '../../components/staff-table/index.ts';
import { registerMessages } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useStaffUser } from '../../staff-session/index.ts';
import { exportInterestsRequest, INTEREST_EXCEL_FALLBACK_NAME } from './api/export-interests.ts';
import { type InterestListRequest, useInterests } from './api/get-interests.ts';
import { INTEREST_CARD_FACTS, interestColumns, studentNameOf } from './components/interest-columns.tsx';
import { enInterestList } from './i18n/en.ts';
import { ENROLLED_MESSAGE_KEY, interestRowAction } from './interest-row-action.ts';

registerMessages('interestList', enInterestList);

/**
 * /interest-forms (every staff level): the caller's charters' interest entries, filtered, searched,
 * sorted and paged on the server; a row opens by the spec's four row-click rules.
 */
export function InterestListPage() {
  const { t } = useTranslation('interestList');
  const navigate = useNavigate();
  const notify = useNotify();
  const me = useStaffUser();
  const { list, filters, toggles, texts } = useStaffListFilters({
    filters: INTEREST_LIST_FILTERS,
    columns: INTEREST_SORT_COLUMNS,
    t,
  });
  const request: InterestListRequest = filters;
  const query = useInterests(request);
  const columns = useMemo(() => interestColumns(t), [t]);

  const openRow = (row: InterestListRow) => {
    const action = interestRowAction(row, me.level);
    if (action.kind === 'open') navigate(action.path);
    else if (action.reason === 'enrolled') notify('warning', t(`validation:${ENROLLED_MESSAGE_KEY}`));
    else notify('warning', t('noEditOption'));
  };

  return (
    <StaffListSection titleId="interest-list-title" title={t('title')}>
      <StaffTable
        {...texts}
        query={query}
        list={list}
        columns={columns}
        toggles={toggles}
        rowKey={(row) => row.id}
        rowName={studentNameOf}
        linkColumn="studentName"
        renderCard={(row) => <StaffListCardFacts row={row} columns={columns} facts={INTEREST_CARD_FACTS} />}
        onRowClick={openRow}
        actions={
          <ExportButton
            label={t('exportExcel')}
            request={exportInterestsRequest(filters)}
            fallbackFileName={INTEREST_EXCEL_FALLBACK_NAME}
          />
        }
      />
    </StaffListSection>
  );
}
