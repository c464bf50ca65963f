import { ACCESS_ENTITY_LABELS, ACCESS_LOG_KIND_LABELS, type AccessLogLine, usDateTime } from '@enroll/domain';
import type { ExcelColumn, ExcelRow } from './excel-stream.ts';

export const ACCESS_LOG_SHEET_NAME = 'Access and export log';
export const ACCESS_LOG_EXCEL_FILE_NAME = 'access_and_export_log.xlsx';
/** The screen the export log names when the log itself is exported. */
export const ACCESS_LOG_SCREEN = 'Access and Export Log';

type AccessLogColumn =
  | 'at'
  | 'staffEmail'
  | 'kind'
  | 'entity'
  | 'screen'
  | 'recordCount'
  | 'recordIds'
  | 'fileName'
  | 'exportStatus';

/** The columns, in the screen's words. */
export const ACCESS_LOG_EXCEL_COLUMNS: readonly ExcelColumn<AccessLogColumn>[] = [
  { header: 'When', key: 'at', width: 20 },
  { header: 'Person', key: 'staffEmail', width: 32 },
  { header: 'What', key: 'kind', width: 16 },
  { header: 'Record Type', key: 'entity', width: 20 },
  { header: 'Screen', key: 'screen', width: 30 },
  { header: 'Records', key: 'recordCount', width: 10 },
  { header: 'Record IDs', key: 'recordIds', width: 40 },
  { header: 'File Name', key: 'fileName', width: 30 },
  { header: 'Export Status', key: 'exportStatus', width: 14 },
];

/** One line of the log as a sheet row: the time in the enrollment time zone, labels for codes. */
export function accessLogExcelRow(line: AccessLogLine): ExcelRow<AccessLogColumn> {
  return {
    at: usDateTime(line.at),
    staffEmail: line.staffEmail,
    kind: ACCESS_LOG_KIND_LABELS[line.kind],
    entity: line.entity ? ACCESS_ENTITY_LABELS[line.entity] : '',
    screen: line.screen,
    recordCount: line.recordCount,
    recordIds: line.recordIds.join(', '),
    fileName: line.fileName ?? '',
    exportStatus: line.exportStatus ?? '',
  };
}
