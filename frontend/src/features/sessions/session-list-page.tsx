import {
  businessToday,
  LEVEL_ADMIN,
  type SessionSummary,
  STAFF_LIST_SEARCH_MAX,
  sessionEnrollmentState,
  usDate,
} from '@enroll/domain';
import { Field, makeStyles, SearchBox, Spinner, tokens } from '@fluentui/react-components';
import { type ReactNode, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSessions } from '../../api/sessions/get-sessions.ts';
import { BRAND_LINK_BUTTON } from '../../brand/brand-link-style.ts';
import { LoadFailed } from '../../components/load-failed/load-failed.tsx';
import { type DataColumn, DataTable, StaffListSection } from '../../components/staff-table/index.ts';
import { registerMessages } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { isAtLeast, useStaffUser } from '../../staff-session/index.ts';
import { enSessions } from './i18n/en.ts';

registerMessages('sessions', enSessions);

const useStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalL },
  search: { width: 'min(360px, 100%)' },
  count: { margin: 0, color: tokens.colorNeutralForeground2 },
  add: {
    marginInlineStart: 'auto',
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '32px',
    paddingInline: tokens.spacingHorizontalM,
    ...BRAND_LINK_BUTTON,
  },
  // On a phone the status and school year move under the name, so the row's links stay on screen
  // without sideways scrolling; the hidden columns leave header and cells alike (the table stays whole).
  wrapper: { overflowX: 'auto' },
  wide: { '@media (max-width: 767px)': { display: 'none' } },
  // Drawn from the row's data (not text of the cell), so the name cell reads as the name alone.
  nameCell: {
    '@media (max-width: 767px)': {
      '::after': {
        content: 'attr(data-detail)',
        display: 'block',
        color: tokens.colorNeutralForeground2,
      },
    },
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
  link: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '32px',
    color: tokens.colorBrandForegroundLink,
  },
  message: { margin: 0, paddingBlock: tokens.spacingVerticalL },
});

/** Whether a session matches the search: by name, status or school year, ignoring case. */
export function matchesSessionSearch(session: SessionSummary, search: string): boolean {
  const wanted = search.trim().toLowerCase();
  if (!wanted) return true;
  return [session.name, session.status, session.schoolYear].some((text) =>
    text.toLowerCase().includes(wanted),
  );
}

/**
 * /intersession (Contributor and up): the registration profiles (sessions) with Name, Status, School
 * Year and their 'Setup Courses' link; Admins and Super Admins also see 'Edit Profile' and 'Add New
 * Registration Profile'. A handful of sessions: the search filters on screen.
 */
export function SessionListPage() {
  const { t } = useTranslation('sessions');
  const styles = useStyles();
  const user = useStaffUser();
  const canEdit = isAtLeast(user.level, LEVEL_ADMIN);
  const sessions = useSessions();
  const [search, setSearch] = useState('');
  const [today] = useState(businessToday);
  /** Where the session's enrollment stands today, with its dates. */
  const enrollmentText = (session: SessionSummary) =>
    t(`list.enrollment.${sessionEnrollmentState(session, today)}`, {
      start: usDate(session.enrollmentStart),
      end: usDate(session.enrollmentEnd),
    });
  /** A column a phone leaves out, header and cells alike. */
  const wideColumn = (
    id: string,
    header: string,
    cell: (session: SessionSummary) => ReactNode,
  ): DataColumn<SessionSummary> => ({
    id,
    header,
    cell,
    headerClassName: styles.wide,
    cellClassName: styles.wide,
  });
  const rows = useMemo(
    () => (sessions.data ?? []).filter((session) => matchesSessionSearch(session, search)),
    [sessions.data, search],
  );

  const columns: DataColumn<SessionSummary>[] = [
    {
      id: 'name',
      header: t('list.columns.name'),
      cell: (session) => session.name,
      cellClassName: styles.nameCell,
      cellProps: (session) => ({ 'data-detail': `${enrollmentText(session)} · ${session.schoolYear}` }),
    },
    wideColumn('status', t('list.columns.status'), (session) => session.status),
    wideColumn('enrollment', t('list.columns.enrollment'), enrollmentText),
    wideColumn('schoolYear', t('list.columns.schoolYear'), (session) => session.schoolYear),
    {
      id: 'actions',
      header: t('list.columns.actions'),
      cell: (session) => (
        <div className={styles.actions}>
          {canEdit ? (
            <Link
              className={styles.link}
              to={`/editLELO/${encodeURIComponent(session._id)}`}
              aria-label={t('list.editLabel', { name: session.name })}
            >
              {t('list.edit')}
            </Link>
          ) : null}
          <Link
            className={styles.link}
            to={`/edit-courses/${encodeURIComponent(session.permalink)}/${encodeURIComponent(session._id)}`}
            aria-label={t('list.setupLabel', { name: session.name })}
          >
            {t('list.setup')}
          </Link>
        </div>
      ),
    },
  ];

  let content: ReactNode;
  if (sessions.isPending) content = <Spinner label={t('list.loading')} />;
  else if (sessions.isError)
    content = <LoadFailed message={t('list.loadFailed')} onRetry={() => void sessions.refetch()} />;
  else if (sessions.data.length === 0) content = <p className={styles.message}>{t('list.empty')}</p>;
  else if (rows.length === 0) content = <p className={styles.message}>{t('list.noMatch')}</p>;
  else
    content = (
      <div className={styles.wrapper}>
        <DataTable
          label={t('list.tableLabel')}
          rows={rows}
          columns={columns}
          rowKey={(session) => session._id}
        />
      </div>
    );

  return (
    <StaffListSection titleId="sessions-title" title={t('list.title')}>
      <div className={styles.toolbar}>
        <Field label={t('list.search')} className={styles.search}>
          <SearchBox
            value={search}
            maxLength={STAFF_LIST_SEARCH_MAX}
            placeholder={t('list.searchPlaceholder')}
            onChange={(_event, data) => setSearch(data.value.slice(0, STAFF_LIST_SEARCH_MAX))}
          />
        </Field>
        {canEdit ? (
          <Link className={styles.add} to="/addLELO">
            {t('list.add')}
          </Link>
        ) : null}
      </div>
      {sessions.data ? (
        <p className={styles.count} aria-live="polite">
          {t('list.count', { count: rows.length })}
        </p>
      ) : null}
      {content}
    </StaffListSection>
  );
}
