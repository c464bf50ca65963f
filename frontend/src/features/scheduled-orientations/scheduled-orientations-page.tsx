import { LEVEL_CONTRIBUTOR, ORIENTATION_SORT_COLUMNS, type ScheduledOrientationRow } from '@enroll/domain';
import { Button } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog.tsx';
import {
  StaffListCardFacts,
  StaffListSection,
  type StaffRowSelection,
  StaffTable,
  useStaffListFilters,
} from '../../components/staff-table/index.ts';
import { registerMessages } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { isAtLeast, useStaffUser } from '../../staff-session/index.ts';
import { useCompleteOrientations } from './api/complete-orientations.ts';
import { type OrientationListRequest, useScheduledOrientations } from './api/get-scheduled-orientations.ts';
import { type BatchOutcome, BatchResults } from './components/batch-results.tsx';
import {
  ORIENTATION_CARD_FACTS,
  orientationColumns,
  registrationPathOf,
  studentNameOf,
} from './components/orientation-columns.tsx';
import { enScheduledOrientations } from './i18n/en.ts';

registerMessages('scheduledOrientations', enScheduledOrientations);

/** The list has no toggles: it holds the registrations whose orientation is scheduled or sent. */
const NO_FILTERS: readonly never[] = [];

/**
 * /scheduled-orientations (every staff level): the caller's charters' registrations with a scheduled
 * live or a sent virtual orientation, searched, sorted and paged on the server. A Contributor and up
 * select rows and 'Set to Completed Orientation': each row is completed on its own with the ETag it
 * was listed with; completed rows leave the list, refused ones stay selected with their reason. A User
 * only reads (the API refuses the batch), so sees neither the boxes nor the button.
 */
export function ScheduledOrientationsPage() {
  const { t } = useTranslation('scheduledOrientations');
  const navigate = useNavigate();
  const user = useStaffUser();
  const canComplete = isAtLeast(user.level, LEVEL_CONTRIBUTOR);
  const { list, filters, toggles, texts } = useStaffListFilters({
    filters: NO_FILTERS,
    columns: ORIENTATION_SORT_COLUMNS,
    t,
  });
  const request: OrientationListRequest = filters;
  const query = useScheduledOrientations(request);
  const completion = useCompleteOrientations();
  const columns = useMemo(() => orientationColumns(t), [t]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [outcome, setOutcome] = useState<BatchOutcome | null>(null);
  // Completing enrolls the students and e-mails their families: it is confirmed first.
  const [confirming, setConfirming] = useState(false);

  const rows = query.data?.pages.flatMap((page) => page.rows) ?? [];
  // The batch acts on the selected rows listed now, each with the ETag of its latest read.
  const selectedRows = rows.filter((row) => selected.has(row.id));

  const selection: StaffRowSelection<ScheduledOrientationRow> = {
    selected,
    onChange: setSelected,
    rowLabel: (row) => t('selectRow', { name: studentNameOf(row) }),
    allLabel: t('selectAll'),
  };

  const complete = async () => {
    if (selectedRows.length === 0) return;
    setOutcome(null);
    try {
      const answer = await completion.mutateAsync({
        selectedItems: selectedRows.map(({ id, etag }) => ({ id, etag })),
      });
      const done = new Set(answer.results.filter((r) => r.outcome === 'completed').map((r) => r.id));
      setSelected((current) => new Set([...current].filter((id) => !done.has(id))));
      setOutcome({ results: answer.results });
    } catch (error) {
      setOutcome({ error: error instanceof Error ? error.message : String(error) });
    }
  };

  const count = selectedRows.length;
  const action = canComplete ? (
    <Button
      appearance="primary"
      disabled={count === 0 || completion.isPending}
      onClick={() => setConfirming(true)}
    >
      {completion.isPending ? t('completing') : t('completeCount', { count })}
    </Button>
  ) : undefined;

  return (
    <StaffListSection titleId="scheduled-orientations-title" title={t('title')}>
      {outcome && <BatchResults outcome={outcome} onDismiss={() => setOutcome(null)} t={t} />}
      <StaffTable
        {...texts}
        query={query}
        list={list}
        columns={columns}
        toggles={toggles}
        rowKey={(row) => row.id}
        rowName={studentNameOf}
        renderCard={(row) => (
          <StaffListCardFacts row={row} columns={columns} facts={ORIENTATION_CARD_FACTS} />
        )}
        onRowClick={(row) => navigate(registrationPathOf(row))}
        emptyTableText={t('emptyTable')}
        actions={action}
        {...(canComplete ? { selection } : {})}
      />
      <ConfirmDialog
        open={confirming}
        title={t('confirmTitle')}
        body={t('confirmBody', { count })}
        confirmLabel={t('confirmAction', { count })}
        onConfirm={complete}
        onClose={() => setConfirming(false)}
      />
    </StaffListSection>
  );
}
