import { beforeEach, describe, expect, it, vi } from 'vitest';

const created: unknown[] = [];

vi.mock('./cosmos-client.ts', () => ({
  container: (name: string) => ({
    items: {
      create: async (document: unknown) => {
        created.push({ container: name, document });
        return { resource: document };
      },
    },
  }),
}));

const { recordAccess } = await import('./access-log-repository.ts');

describe('recordAccess', () => {
  beforeEach(() => {
    created.length = 0;
  });

  it('stores who saw which records, when and from which screen, and nothing of the records', async () => {
    const before = Date.now();
    const record = await recordAccess({
      staffEmail: 'admin@learn4life.example',
      staffUserId: 'user-1',
      kind: 'detail',
      entity: 'leloRegistration',
      recordIds: ['entry-42'],
      charterIds: ['charter-1'],
      screen: 'Secondary enrollment detail',
    });
    expect(created).toEqual([{ container: 'accessLog', document: record }]);
    expect(Object.keys(record).sort()).toEqual(
      ['at', 'charterIds', 'entity', 'id', 'kind', 'recordIds', 'screen', 'staffEmail', 'staffUserId'].sort(),
    );
    expect(Date.parse(record.at)).toBeGreaterThanOrEqual(before - 1);
  });

  it('keeps at most a largest page of ids and refuses an entry without any', async () => {
    const ids = Array.from({ length: 400 }, (_, index) => `id-${index}`);
    const base = {
      staffEmail: 'a@b.example',
      staffUserId: null,
      kind: 'list' as const,
      entity: 'interest' as const,
      charterIds: ['*'],
      screen: 'Interest Forms',
    };
    expect((await recordAccess({ ...base, recordIds: ids })).recordIds).toHaveLength(300);
    await expect(recordAccess({ ...base, recordIds: [] })).rejects.toThrow();
  });
});
