import type { Readable } from 'node:stream';
import type { InvocationContext } from '@azure/functions';
import type { AccessEntity, CharterScope, ExportStatus, ExportSubject, ExportType } from '@enroll/domain';
import { storeExportLog } from '../../data/export-log-repository.ts';
import type { DownloadFile } from '../../platform/file-response.ts';
import { logError, logInfo } from '../../platform/log.ts';
import type { StaffIdentity } from '../../platform/staff-identity.ts';

/** What the export log records of one export besides its outcome (POST /api/dataexport's fields). */
export interface ExportLogFields {
  fileName: string;
  screen: string;
  exportType: ExportType;
  /** Whose records the file holds (the 'Access and export log' filters by it). */
  subject: ExportSubject;
}

/** The subject of one record's export: its id and charter. */
export function recordSubject(
  entity: AccessEntity,
  record: { id: string; charter_id?: string | null },
): ExportSubject {
  return { entity, charterIds: [record.charter_id ?? ''], recordIds: [record.id] };
}

/** The subject of a list's export: the exporter's charters ('*' for every one); no ids (too many). */
export function scopeSubject(entity: AccessEntity | null, scope: CharterScope): ExportSubject {
  return { entity, charterIds: scope.all ? ['*'] : [...scope.charterIds], recordIds: [] };
}

export const CONTENT_TYPES = {
  excel: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  zip: 'application/zip',
} as const;

/**
 * Records one export in `exportLog` under the signed-in staff member (never from the request body).
 * With `id` (an export job's), a second call for the same export writes nothing. A failed write is
 * logged by id only and never fails the export itself.
 */
export async function recordExport(
  staff: Pick<StaffIdentity, 'name' | 'email'>,
  context: InvocationContext,
  fields: ExportLogFields,
  exportStatus: ExportStatus,
  recordCount: number,
  id?: string,
): Promise<void> {
  try {
    const { subject, ...logged } = fields;
    const entry = await storeExportLog(
      { ...logged, exportStatus, recordCount: exportStatus === 'success' ? recordCount : 0 },
      { name: staff.name, email: staff.email },
      subject,
      id,
    );
    logInfo(context, 'export.logged', { exportLogId: entry.id, exportStatus, exportType: fields.exportType });
  } catch (error) {
    logError(context, 'export.logFailed', error, { invocationId: context.invocationId });
  }
}

export interface StreamedExportInput extends ExportLogFields {
  /** Who exports: the export log records them. */
  staff: StaffIdentity;
  context: InvocationContext;
  body: Readable;
  contentType: string;
  /** Sent as X-Record-Count before the body: the records the export holds. */
  recordCount: number;
  /** The records actually written, read when the body ends (default: recordCount). */
  writtenCount?: () => number;
}

/**
 * An export's file, recorded once in the export log as it is sent: 'success' when the whole body has
 * been read, 'failed' (recordCount 0) when the body fails or the reader goes away before its end.
 */
export function recordedExport(input: StreamedExportInput): DownloadFile {
  const { staff, context, body, fileName, screen, exportType, subject } = input;
  let recorded = false;
  const record = (status: ExportStatus) => {
    if (recorded) return;
    recorded = true;
    void recordExport(
      staff,
      context,
      { fileName, screen, exportType, subject },
      status,
      input.writtenCount?.() ?? input.recordCount,
    );
  };
  body.once('end', () => record('success'));
  body.once('error', (error) => {
    logError(context, 'export.failed', error, { invocationId: context.invocationId, exportType });
    record('failed');
  });
  // Closed without an end: the reader (the browser) went away, or the body was destroyed.
  body.once('close', () => {
    if (!body.readableEnded) record('failed');
  });
  return { body, contentType: input.contentType, fileName, recordCount: input.recordCount };
}
