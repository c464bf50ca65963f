import * as z from 'zod/mini';

/** Spec section 7 "Logging and audit". */
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
  fileName: z
    .string('required')
    .check(z.trim(), z.minLength(1, 'required'), z.maxLength(255, 'exportLog.fileName.max')),
  recordCount: z
    .int('exportLog.recordCount.invalid')
    .check(
      z.gte(0, 'exportLog.recordCount.invalid'),
      z.lte(EXPORT_RECORD_COUNT_MAX, 'exportLog.recordCount.invalid'),
    ),
  screen: z
    .string('required')
    .check(z.trim(), z.minLength(1, 'required'), z.maxLength(100, 'exportLog.screen.max')),
  exportType: z.enum(EXPORT_TYPES, 'exportLog.exportType.invalid'),
  exportStatus: z.enum(EXPORT_STATUSES, 'exportLog.exportStatus.invalid'),
});
export type ExportLogInput = z.output<typeof exportLogInputSchema>;

/** A stored `exportLog` document. */
export interface ExportLogEntry extends ExportLogInput {
  id: string;
  user_name: string;
  azure_id: string;
  createdAt: string;
}
