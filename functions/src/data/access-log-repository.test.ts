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

  it('stores who opened which entry and when, and nothing else', async () => {
    const before = Date.now();
    const record = await recordAccess(
      { email: 'admin@learn4life.example', name: 'Adrian Mendoza', level: 3 } as { email: string },
      { entity: 'leloRegistration', entityId: 'entry-42' },
    );
    expect(created).toEqual([{ container: 'accessLog', document: record }]);
    expect(Object.keys(record).sort()).toEqual(['at', 'entity', 'entityId', 'id', 'staffEmail']);
    expect(record).toMatchObject({
      entity: 'leloRegistration',
      entityId: 'entry-42',
      staffEmail: 'admin@learn4life.example',
    });
    expect(Date.parse(record.at)).toBeGreaterThanOrEqual(before - 1);
  });

  it('refuses an entity name or id that is not a plain identifier', async () => {
    await expect(
      recordAccess({ email: 'a@b.example' }, { entity: 'lelo; DROP', entityId: 'x' }),
    ).rejects.toThrow();
    await expect(recordAccess({ email: 'a@b.example' }, { entity: 'lelo', entityId: '' })).rejects.toThrow();
    expect(created).toEqual([]);
  });
});
