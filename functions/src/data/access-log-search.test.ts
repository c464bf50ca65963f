import { describe, expect, it, vi } from 'vitest';

vi.mock('./cosmos-client.ts', () => ({ container: () => ({}) }));

const { accessLogWhere } = await import('./access-log-search.ts');

const FIELDS = { at: 'c.at', email: 'c.staffEmail' };

describe('accessLogWhere', () => {
  it('matches everything for a Super Admin without filters', () => {
    expect(accessLogWhere({ person: '', record: '' }, { all: true }, FIELDS)).toEqual({
      where: 'true',
      parameters: [],
    });
  });

  it('puts every filter in a parameter, the person in lower case and the dates as business-day bounds', () => {
    const { where, parameters } = accessLogWhere(
      {
        person: 'Pat@Example',
        record: 'r-1',
        startDate: '2026-07-01',
        endDate: '2026-07-01',
        kind: 'detail',
      },
      { all: true },
      FIELDS,
    );
    expect(where).toBe(
      'CONTAINS(LOWER(c.staffEmail), @person) AND ARRAY_CONTAINS(c.recordIds, @record) AND c.at >= @from AND c.at < @before AND c.kind = @kind',
    );
    expect(Object.fromEntries(parameters.map(({ name, value }) => [name, value]))).toEqual({
      '@person': 'pat@example',
      '@record': 'r-1',
      // Midnight in Los Angeles (daylight time, UTC-7) to the next midnight.
      '@from': '2026-07-01T07:00:00.000Z',
      '@before': '2026-07-02T07:00:00.000Z',
      '@kind': 'detail',
    });
  });

  it('keeps an Admin to the lines that touched their charters (or every charter), and nobody’s to none', () => {
    const scoped = accessLogWhere(
      { person: '', record: '' },
      { all: false, charterIds: new Set(['a', 'b']) },
      FIELDS,
    );
    expect(scoped.where).toBe(
      "(ARRAY_CONTAINS(c.charterIds, @charter0) OR ARRAY_CONTAINS(c.charterIds, @charter1) OR ARRAY_CONTAINS(c.charterIds, '*'))",
    );
    expect(scoped.parameters.map((parameter) => parameter.value)).toEqual(['a', 'b']);
    expect(
      accessLogWhere({ person: '', record: '' }, { all: false, charterIds: new Set() }, FIELDS).where,
    ).toBe('false');
  });

  it('reads no kind condition for exports (the export log has none)', () => {
    const { where } = accessLogWhere({ person: '', record: '', kind: 'export' }, { all: true }, FIELDS);
    expect(where).toBe('true');
  });
});
