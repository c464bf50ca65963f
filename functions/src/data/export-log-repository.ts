import { randomUUID } from 'node:crypto';
import type { ExportLogEntry, ExportLogInput, ExportSubject } from '@enroll/domain';
import { createOnce } from './create-once.ts';

/**
 * Stores one export in `exportLog` under the signed-in staff member's name and e-mail, with whose
 * records it holds when the server made it. With `id`, an entry of that id already stored is kept
 * (an export job run twice is logged once) and returned.
 */
export async function storeExportLog(
  input: ExportLogInput,
  staff: { name: string; email: string },
  subject?: ExportSubject,
  id: string = randomUUID(),
): Promise<ExportLogEntry> {
  const entry: ExportLogEntry = {
    id,
    user_name: staff.name,
    azure_id: staff.email,
    ...input,
    ...subject,
    createdAt: new Date().toISOString(),
  };
  return (await createOnce('exportLog', entry)).document;
}
