import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { ExportButton, MyExportsButton } from '../../components/export/index.ts';
import { StaffListScreen } from '../../components/staff-table/staff-list-screen.tsx';
import { registerMessages } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ACCESS_LOG_FALLBACK_NAME, exportAccessLogRequest } from './api/export-access-log.ts';
import { useAccessLog } from './api/get-access-log.ts';
import {
  ACCESS_LOG_CARD_FACTS,
  accessLogColumns,
  lineNameOf,
  recordPathOf,
} from './components/access-log-columns.tsx';
import { AccessLogFilterForm } from './components/access-log-filters.tsx';
import { enAccessLog } from './i18n/en.ts';
import { useAccessLogParams } from './use-access-log-params.ts';

registerMessages('accessLog', enAccessLog);

/**
 * /access-log ('Access and Export Log', Admin and up): every staff read of a student's record and
 * every export, newest first, filtered by person, record, dates and kind (kept in the address), with
 * 'Show more' and the Excel export of what the filters match. An Admin sees their charters' lines.
 */
export function AccessLogPage() {
  const { t } = useTranslation('accessLog');
  const navigate = useNavigate();
  const { list, request, narrowed, apply } = useAccessLogParams();
  const query = useAccessLog(request);
  const columns = useMemo(() => accessLogColumns(t), [t]);
  const exportRequest = useMemo(() => exportAccessLogRequest(request), [request]);
  return (
    <StaffListScreen
      titleId="access-log-title"
      title={t('title')}
      before={<p>{t('intro')}</p>}
      label={t('tableLabel')}
      searchPlaceholder=""
      emptyTitle={narrowed ? t('emptyFiltered') : t('emptyAll')}
      emptyTableText={narrowed ? t('emptyFiltered') : undefined}
      query={query}
      list={list}
      columns={columns}
      toggles={[]}
      rowName={lineNameOf}
      cardFacts={ACCESS_LOG_CARD_FACTS}
      onRowClick={(line) => {
        const [only] = line.recordIds;
        if (line.entity && line.recordCount === 1 && only) navigate(recordPathOf(line.entity, only));
      }}
      countText={(total) => t('count', { count: total })}
      filters={<AccessLogFilterForm values={request} onApply={apply} />}
      actions={
        <>
          <ExportButton
            label={t('exportExcel')}
            request={exportRequest}
            fallbackFileName={ACCESS_LOG_FALLBACK_NAME}
            filtered={narrowed}
          />
          <MyExportsButton />
        </>
      }
    />
  );
}
