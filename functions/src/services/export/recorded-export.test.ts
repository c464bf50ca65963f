import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { InvocationContext } from '@azure/functions';
import type { ExportSubject } from '@enroll/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fileResponse } from '../../platform/file-response.ts';
import type { StaffIdentity } from '../../platform/staff-identity.ts';

const stored = vi.hoisted(() => [] as unknown[]);
vi.mock('../../data/export-log-repository.ts', () => ({
  storeExportLog: vi.fn(async (input: object, staff: { name: string; email: string }, subject: object) => {
    const entry = { id: 'log-1', user_name: staff.name, azure_id: staff.email, ...input, ...subject };
    stored.push(entry);
    return entry;
  }),
}));

const { recordedExport } = await import('./recorded-export.ts');

const context = { log: vi.fn(), error: vi.fn(), invocationId: 'inv-1' } as unknown as InvocationContext;
const staff = { name: 'Pat Admin', email: 'pat@example.org' } as StaffIdentity;
const subject: ExportSubject = { entity: 'interest', charterIds: ['charter-1'], recordIds: [] };
const fields = {
  fileName: 'interest_data.xlsx',
  screen: 'Interest Forms Admin Screen',
  exportType: 'excel',
  subject,
} as const;

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('recordedExport', () => {
  beforeEach(() => {
    stored.length = 0;
  });

  it('is sent with its headers and recorded as a success when the body has been read', async () => {
    const body = Readable.from([Buffer.from('abc')]);
    const response = fileResponse(
      recordedExport({
        ...fields,
        staff,
        context,
        body,
        contentType: 'application/pdf',
        recordCount: 3,
        writtenCount: () => 2,
      }),
    );
    expect(response.headers).toMatchObject({
      'Content-Type': 'application/pdf',
      'Content-Disposition':
        'attachment; filename="interest_data.xlsx"; filename*=UTF-8\'\'interest_data.xlsx',
      'X-Record-Count': '3',
      'Cache-Control': 'no-store',
    });
    expect(stored).toEqual([]);
    expect((await buffer(body)).toString()).toBe('abc');
    await settle();
    expect(stored).toEqual([
      {
        id: 'log-1',
        user_name: 'Pat Admin',
        azure_id: 'pat@example.org',
        fileName: fields.fileName,
        screen: fields.screen,
        exportType: fields.exportType,
        ...subject,
        exportStatus: 'success',
        recordCount: 2,
      },
    ]);
  });

  it('records one failure with recordCount 0 when the body fails', async () => {
    async function* failing() {
      yield Buffer.from('a');
      throw new Error('boom');
    }
    const body = Readable.from(failing());
    recordedExport({ ...fields, staff, context, body, contentType: 'x', recordCount: 5 });
    await expect(buffer(body)).rejects.toThrow('boom');
    await settle();
    expect(stored).toMatchObject([{ exportStatus: 'failed', recordCount: 0 }]);
  });

  it('records a failure when the reader goes away before the end', async () => {
    const body = Readable.from([Buffer.from('a'), Buffer.from('b')]);
    recordedExport({ ...fields, staff, context, body, contentType: 'x', recordCount: 5 });
    body.destroy();
    await settle();
    expect(stored).toMatchObject([{ exportStatus: 'failed', recordCount: 0 }]);
  });
});
