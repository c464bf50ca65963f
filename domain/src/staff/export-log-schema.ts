import * as z from 'zod/mini';
import { requiredTextField } from '../shared/text-fields.ts';
import type { AccessEntity } from './access-log.ts';

/** What the export log records of an export: its type and whether it succeeded. */
export const EXPORT_TYPES = ['pdf', 'excel', 'zip', 'signed_agreement LeloPdf'] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];
export const EXPORT_STATUSES = ['success', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

export const EXPORT_RECORD_COUNT_MAX = 10_000_000;

/**
 * POST /api/dataexport. `user_name` and `azure_id` may be sent (the original client did) but are
 * ignored: the server takes both from the signed-in identity.
 */
export const exportLogInputSchema = z.object({
  fileName: requiredTextField(255, 'exportLog.fileName.max'),
  recordCount: z
    .int('exportLog.recordCount.invalid')
    .check(
      z.gte(0, 'exportLog.recordCount.invalid'),
      z.lte(EXPORT_RECORD_COUNT_MAX, 'exportLog.recordCount.invalid'),
    ),
  screen: requiredTextField(100, 'exportLog.screen.max'),
  exportType: z.enum(EXPORT_TYPES, 'exportLog.exportType.invalid'),
  exportStatus: z.enum(EXPORT_STATUSES, 'exportLog.exportStatus.invalid'),
});
export type ExportLogInput = z.output<typeof exportLogInputSchema>;

/**
 * Whose records an export holds, for the 'Access and export log': the kind of record (null when not
 * student records), their charters (the record's own, or the exporter's scope for a list; '*' for
 * every charter) and, for a single record, its id.
 */
export interface ExportSubject {
  entity: AccessEntity | null;
  charterIds: string[];
  recordIds: string[];
}

/** A stored `exportLog` document. Entries logged by the browser (POST /api/dataexport) have no subject. */
export interface ExportLogEntry extends ExportLogInput, Partial<ExportSubject> {
  id: string;
  user_name: string;
  azure_id: string;
  createdAt: string;
}
