import { LEVEL_CONTRIBUTOR, type LeloListRow } from '@enroll/domain';
import { makeStyles } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSessions } from '../../api/sessions/get-sessions.ts';
import { StaffListScreen } from '../../components/staff-table/staff-list-screen.tsx';
import { registerMessages } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { isAtLeast, useStaffUser } from '../../staff-session/index.ts';
import { useLeloRegistrations } from './api/get-lelo-registrations.ts';
import { leloCardFacts, leloColumns, studentNameOf } from './components/lelo-columns.tsx';
import { LeloExportButtons } from './components/lelo-export-buttons.tsx';
import { LeloListFilterForm } from './components/lelo-list-filters.tsx';
import { NewPreRegistrationButton } from './components/new-pre-registration-button.tsx';
import { enLeloList } from './i18n/en.ts';
import { useLeloListParams } from './use-lelo-list-params.ts';

registerMessages('leloList', enLeloList);

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'start', gap: '8px' },
});

/**
 * /lelo-forms ('Secondary Enrollments', every staff level): the caller's charters' entries of one
 * status, by session, date range and search, sorted and paged on the server ('Page X of Y', 300 a
 * page). The filters live in the address, so a reload or Back keeps them.
 */
export function LeloListPage() {
  const { t } = useTranslation('leloList');
  const styles = useStyles();
  const navigate = useNavigate();
  const user = useStaffUser();
  const params = useLeloListParams();
  const { list, status, request, pageSize } = params;
  const { query, pager } = useLeloRegistrations(request, pageSize);
  const sessions = useSessions();
  const activeSessions = useMemo(
    () => (sessions.data ?? []).filter((session) => session.status === 'Active'),
    [sessions.data],
  );
  const chosenSession = activeSessions.find((session) => session._id === params.session);
  const columns = useMemo(() => leloColumns(t, status), [t, status]);
  const searchValues = useMemo(
    () => ({ search: list.search, startDate: params.startDate, endDate: params.endDate }),
    [list.search, params.startDate, params.endDate],
  );

  const openRow = (row: LeloListRow) => navigate(`/lelo-forms/${encodeURIComponent(row.id)}`);

  return (
    <StaffListScreen
      titleId="lelo-list-title"
      title={t('title')}
      label={t('tableLabel')}
      searchPlaceholder={t('searchPlaceholder')}
      emptyTitle={params.narrowed ? t('emptyFiltered') : t('emptyAll')}
      emptyTableText={t('emptyFiltered')}
      query={query}
      pager={pager}
      list={list}
      columns={columns}
      toggles={[]}
      rowName={studentNameOf}
      linkColumn="studentName"
      cardFacts={leloCardFacts(status)}
      onRowClick={openRow}
      filters={
        <LeloListFilterForm
          status={status}
          session={params.session}
          sessions={activeSessions}
          values={searchValues}
          onStatusChange={params.setStatus}
          onSessionChange={params.setSession}
          onSearch={params.applySearch}
        />
      }
      actions={
        <div className={styles.actions}>
          <LeloExportButtons request={request} />
          {isAtLeast(user.level, LEVEL_CONTRIBUTOR) && <NewPreRegistrationButton session={chosenSession} />}
        </div>
      }
    />
  );
}
