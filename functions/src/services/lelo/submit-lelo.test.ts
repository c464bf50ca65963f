import type { InvocationContext } from '@azure/functions';
import type { LeloRegistrationRecord } from '@enroll/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signedTestRecord } from '../../../test-support/lelo-fixtures.ts';
import { TEST_OFFERING, validatedSubmission } from '../../../test-support/lelo-validated.ts';
import type { Submission } from '../../platform/request-values.ts';

type Stored = LeloRegistrationRecord & { _etag: string };

const state = vi.hoisted(() => ({
  /** What a read returns, in order (the last one repeats). */
  reads: [] as unknown[],
  /** What each replace does, in order: 'ok' or a Cosmos status to throw. */
  replaces: [] as ('ok' | number)[],
  replaced: [] as { record: LeloRegistrationRecord; etag: string }[],
  uploads: [] as string[],
  byUuid: null as unknown,
  duplicateChecks: [] as { kind: string; id: string }[],
}));

vi.mock('../../data/lelo-registrations-repository.ts', () => ({
  createLeloRegistrationOnce: async () => ({ created: true }),
  findLeloRegistrationByUuid: async () => state.byUuid,
  findLeloRegistration: async () => (state.reads.length > 1 ? state.reads.shift() : state.reads[0]),
  replaceLeloRegistration: async (record: LeloRegistrationRecord, etag: string) => {
    const outcome = state.replaces.shift() ?? 'ok';
    if (outcome !== 'ok') throw Object.assign(new Error('precondition'), { code: outcome });
    state.replaced.push({ record, etag });
    return record;
  },
}));
vi.mock('../../data/course-offerings-repository.ts', () => ({
  findCourseOffering: async () => TEST_OFFERING,
}));
vi.mock('../blob-store.ts', () => ({
  uploadStoredBlob: async (path: string) => {
    state.uploads.push(path);
  },
  blobExists: async () => false,
}));
vi.mock('../email/email-job.ts', () => ({ enqueueEmailJob: async () => undefined }));
vi.mock('../duplicates/duplicate-check-job.ts', () => ({
  queueDuplicateCheck: async (ref: { kind: string; id: string }) => {
    state.duplicateChecks.push(ref);
  },
}));
vi.mock('./request-agreement.ts', () => ({
  requestAgreement: async () => undefined,
  requestAgreementOnce: async () => undefined,
}));
vi.mock('./lelo-confirmation.ts', () => ({
  leloConfirmationOf: async (record: LeloRegistrationRecord) => ({ _uuid: record._uuid }),
}));
vi.mock('./validate-lelo-submission.ts', () => ({
  validateLeloSubmission: async () => validatedSubmission(),
}));

const { signLeloPreRegistration } = await import('./submit-lelo.ts');

const context = { log: () => undefined, error: () => undefined } as unknown as InvocationContext;

function pre(overrides: Partial<Stored> = {}): Stored {
  return {
    ...signedTestRecord({
      status: 'Active',
      signedAt: null,
      evidence: null,
      studentSignatureBlob: null,
      parentSignatureBlob: null,
    }),
    _etag: 'etag-1',
    ...overrides,
  };
}

function put(key?: string): Submission {
  return { idempotencyKey: key ?? null, body: {}, client: { ipAddress: 'unknown', userAgent: '' } };
}

beforeEach(() => {
  state.reads = [];
  state.duplicateChecks = [];
  state.replaces = [];
  state.replaced = [];
  state.uploads = [];
  state.byUuid = pre();
});

describe('signing a pre-registration (PUT)', () => {
  it("writes the signature images to this signing's own folder before the guarded replace", async () => {
    const outcome = await signLeloPreRegistration(put('key-12345678'), context, pre()._uuid);
    expect(outcome.kind).toBe('signed');
    const record = state.replaced[0]?.record;
    if (!record) throw new Error('nothing was stored');
    expect(record.studentSignatureBlob).toMatch(/^lelo-signatures\/entry-1\/[0-9a-f-]{36}\/student\.png$/);
    expect(state.uploads).toEqual([
      record.studentSignatureBlob,
      record.parentSignatureBlob,
      record.evidence?.agreementTextBlob,
    ]);
    // The signed entry is checked for duplicates once it is stored.
    expect(state.duplicateChecks).toEqual([{ kind: 'lelo', id: 'entry-1' }]);
  });

  it('re-reads and signs again once when a staff edit (still Active) changed the ETag, keeping the edit', async () => {
    state.replaces = [412, 'ok'];
    state.reads = [{ ...pre({ _etag: 'etag-2' }), staffNote: 'changed by staff' }];
    const outcome = await signLeloPreRegistration(put('key-12345678'), context, pre()._uuid);
    expect(outcome.kind).toBe('signed');
    expect(state.replaced).toHaveLength(1);
    expect(state.replaced[0]?.etag).toBe('etag-2');
    expect(state.replaced[0]?.record).toMatchObject({ status: 'Signed', staffNote: 'changed by staff' });
    // The images and the text were written once, before the first try; the retry stores the same paths.
    expect(state.uploads).toHaveLength(3);
    expect(state.replaced[0]?.record.studentSignatureBlob).toBe(state.uploads[0]);
  });

  it('answers locked when the entry was signed by another request meanwhile', async () => {
    state.replaces = [412];
    state.reads = [{ ...pre({ _etag: 'etag-2' }), status: 'Signed', signedWithKey: 'someone-else' }];
    const outcome = await signLeloPreRegistration(put('key-12345678'), context, pre()._uuid);
    expect(outcome).toEqual({ kind: 'locked' });
    expect(state.replaced).toHaveLength(0);
  });

  it('gives up with a retryable error (not locked) when staff edits twice in a row', async () => {
    state.replaces = [412, 412];
    state.reads = [pre({ _etag: 'etag-2' }), pre({ _etag: 'etag-3' })];
    await expect(signLeloPreRegistration(put('key-12345678'), context, pre()._uuid)).rejects.toMatchObject({
      kind: 'unavailable',
    });
    expect(state.replaced).toHaveLength(0);
  });
});
