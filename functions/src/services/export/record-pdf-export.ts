import { Readable } from 'node:stream';
import type { InvocationContext } from '@azure/functions';
import type { AccessEntity } from '@enroll/domain';
import type { DownloadFile } from '../../platform/file-response.ts';
import type { StaffIdentity } from '../../platform/staff-identity.ts';
import { CONTENT_TYPES, recordExport, recordedExport, recordSubject } from './recorded-export.ts';

/** The PDF of one record a staff member may read (its scope already checked). */
export interface RecordPdfExport {
  /** Who exports: the export log records them. */
  staff: StaffIdentity;
  context: InvocationContext;
  fileName: string;
  /** The screen the export log names. */
  screen: string;
  entity: AccessEntity;
  record: { id: string; charter_id?: string | null };
  build(): Promise<Uint8Array>;
}

/**
 * The answer of a single-record PDF export: the built file, recorded in exportLog as a 'pdf' export
 * of one record; a failure to build it is recorded as 'failed' (0 records) and rethrown.
 */
export async function recordPdfExport(input: RecordPdfExport): Promise<DownloadFile> {
  const { staff, context } = input;
  const fields = {
    fileName: input.fileName,
    screen: input.screen,
    exportType: 'pdf',
    subject: recordSubject(input.entity, input.record),
  } as const;
  let bytes: Uint8Array;
  try {
    bytes = await input.build();
  } catch (error) {
    await recordExport(staff, context, fields, 'failed', 0);
    throw error;
  }
  return recordedExport({
    ...fields,
    staff,
    context,
    body: Readable.from([Buffer.from(bytes)]),
    contentType: CONTENT_TYPES.pdf,
    recordCount: 1,
  });
}
