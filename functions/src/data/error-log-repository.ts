import { randomUUID } from 'node:crypto';
import type { ErrorReport } from '@enroll/domain';
import { container } from './cosmos-client.ts';

export async function storeErrorReport(report: ErrorReport, userAgent: string): Promise<string> {
  const id = randomUUID();
  await container('errorLog').items.create({
    id,
    ...report,
    userAgent: userAgent.slice(0, 300),
    receivedAt: new Date().toISOString(),
  });
  return id;
}
