import { validationMessagesEn } from '@enroll/domain';
import { makeStyles } from '@fluentui/react-components';
import type { LeloListRequest } from '../../../api/lelo-staff/query-keys.ts';
import { ExportButton, type ExportRequest, MyExportsButton } from '../../../components/export/index.ts';
import { registerMessages } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { exportLeloExcelRequest, LELO_EXCEL_FALLBACK_NAME } from '../api/export-lelo-excel.ts';
import { exportLeloZipRequest, LELO_ZIP_FALLBACK_NAME } from '../api/export-lelo-zip.ts';

registerMessages('leloExports', {
  exportExcel: 'Export to Excel',
  exportZip: 'Export Signed Agreements (ZIP)',
});

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'start', gap: '8px' },
});

interface LeloExport {
  /** The button's text key. */
  label: string;
  request: (request: LeloListRequest) => ExportRequest;
  fallbackFileName: string;
  /** The failure's own words, when it has them. */
  failedMessage?: string;
}

/** The two exports, in the toolbar's order: the Excel list, then the signed agreements' ZIP. */
const LELO_EXPORTS: readonly LeloExport[] = [
  { label: 'exportExcel', request: exportLeloExcelRequest, fallbackFileName: LELO_EXCEL_FALLBACK_NAME },
  {
    label: 'exportZip',
    request: exportLeloZipRequest,
    fallbackFileName: LELO_ZIP_FALLBACK_NAME,
    failedMessage: validationMessagesEn['leloExport.zipFailed'],
  },
];

export interface LeloExportButtonsProps {
  /** The list's current filters (paging is left out of the exports). */
  request: LeloListRequest;
  /** The list already shows nothing: the empty message shows and nothing is requested. */
  empty?: boolean;
}

/**
 * /lelo-forms' exports, of every staff level: LeloForms_data.xlsx and LeloForms_data.zip of the list
 * as it is filtered (every page), with progress (the Excel file written as an export job), and My exports. The list is always narrowed (a status, a
 * date range), so an empty export says 'No data available to export with the current filters.';
 * the ZIP's failure has its own message.
 */
export function LeloExportButtons({ request, empty = false }: LeloExportButtonsProps) {
  const { t } = useTranslation('leloExports');
  const styles = useStyles();
  return (
    <div className={styles.root}>
      {LELO_EXPORTS.map((lelo) => (
        <ExportButton
          key={lelo.label}
          label={t(lelo.label)}
          request={lelo.request(request)}
          fallbackFileName={lelo.fallbackFileName}
          filtered
          empty={empty}
          {...(lelo.failedMessage ? { failedMessage: lelo.failedMessage } : {})}
        />
      ))}
      <MyExportsButton />
    </div>
  );
}
