import { randomUUID } from 'node:crypto';
import type { ExportLogEntry, ExportLogInput, ExportSubject } from '@enroll/domain';
import { container } from './cosmos-client.ts';

/**
 * Stores one export in `exportLog` under the signed-in staff member's name and e-mail, with whose
 * records it holds when the server made it.
 */
export async function storeExportLog(
  input: ExportLogInput,
  staff: { name: string; email: string },
  subject?: ExportSubject,
): Promise<ExportLogEntry> {
  const entry: ExportLogEntry = {
    id: randomUUID(),
    user_name: staff.name,
    azure_id: staff.email,
    ...input,
    ...subject,
    createdAt: new Date().toISOString(),
  };
  await container('exportLog').items.create(entry);
  return entry;
}
