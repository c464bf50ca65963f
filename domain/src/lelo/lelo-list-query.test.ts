import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { toFieldErrors } from '../shared/field-errors.ts';
import {
  businessDayStartUtc,
  businessDaysUtc,
  leloListDays,
  leloListQuerySchema,
  leloListSession,
} from './lelo-list-query.ts';

function parse(query: Record<string, string>) {
  const result = z.safeParse(leloListQuerySchema, query);
  return result.success
    ? { data: result.data, errors: [] }
    : { data: null, errors: toFieldErrors(result.error) };
}

describe('leloListQuerySchema', () => {
  it('defaults to Active, All Sessions, newest first, 300 rows', () => {
    expect(parse({}).data).toEqual({ status: 'Active', search: '', order: 'asc', pageSize: '300' });
  });

  it('accepts every status, a session by id or permalink, both dates, a sort and a page size up to 300', () => {
    const { data } = parse({
      status: 'Signed',
      session: 'lelo-session-active',
      startDate: '2026-01-01',
      endDate: '2026-01-01',
      sort: 'signedAgreement',
      order: 'desc',
      pageSize: '300',
    });
    expect(data).toMatchObject({ status: 'Signed', sort: 'signedAgreement', pageSize: '300' });
    expect(parse({ status: 'Inactive' }).data?.status).toBe('Inactive');
    expect(leloListSession({ permaLink: 'summer-2026' })).toBe('summer-2026');
    expect(leloListSession({ session: 'a', permaLink: 'b' })).toBe('a');
  });

  it.each([
    [{ startDate: '2026-01-01' }, 'endDate', 'Please select both start and end dates or leave both empty.'],
    [{ endDate: '2026-01-01' }, 'startDate', 'Please select both start and end dates or leave both empty.'],
    [
      { startDate: '2026-01-01', endDate: '' },
      'endDate',
      'Please select both start and end dates or leave both empty.',
    ],
    [
      { startDate: '2026-01-02', endDate: '2026-01-01' },
      'startDate',
      'Start Date must be earlier than End Date.',
    ],
    [
      { startDate: '2026-02-30', endDate: '2026-03-01' },
      'startDate',
      'Please enter a valid date (YYYY-MM-DD).',
    ],
  ])('refuses the dates %j', (query, field, message) => {
    expect(parse(query).errors[0]).toMatchObject({ field, message });
  });

  it.each<Record<string, string>>([
    { status: 'Pending' },
    { session: 'a b' },
    { sort: 'age' },
    { pageSize: '301' },
    { pageSize: '0' },
    { search: 'x'.repeat(51) },
    { cursor: 'not a cursor!' },
  ])('refuses %j', (query) => {
    expect(parse(query).errors[0]?.field).toBe(Object.keys(query)[0]);
  });
});

describe('leloListDays', () => {
  const base = { search: '' };
  it('is the last 30 days through today without dates, every date with both sent empty', () => {
    expect(leloListDays(base, '2026-03-15')).toEqual({ startDay: '2026-02-13', endDay: '2026-03-15' });
    expect(leloListDays({ ...base, startDate: '', endDate: '' }, '2026-03-15')).toBeNull();
  });

  it('widens by a day on each side with a search', () => {
    expect(
      leloListDays({ search: 'ana', startDate: '2026-03-01', endDate: '2026-03-31' }, '2026-04-01'),
    ).toEqual({ startDay: '2026-02-28', endDay: '2026-04-01' });
    expect(leloListDays({ search: ' ', startDate: '2026-03-01', endDate: '2026-03-31' }, 'x')).toEqual({
      startDay: '2026-03-01',
      endDay: '2026-03-31',
    });
  });
});

describe('business day bounds', () => {
  it('starts a day at midnight of the business time zone, daylight saving included', () => {
    expect(businessDayStartUtc('2026-01-15', 'America/Los_Angeles')).toBe('2026-01-15T08:00:00.000Z');
    expect(businessDayStartUtc('2026-07-15', 'America/Los_Angeles')).toBe('2026-07-15T07:00:00.000Z');
    expect(businessDayStartUtc('2026-03-08', 'America/Los_Angeles')).toBe('2026-03-08T08:00:00.000Z');
    expect(businessDayStartUtc('2026-03-09', 'America/Los_Angeles')).toBe('2026-03-09T07:00:00.000Z');
    expect(businessDayStartUtc('2026-11-01', 'America/Los_Angeles')).toBe('2026-11-01T07:00:00.000Z');
    expect(businessDayStartUtc('2026-11-02', 'America/Los_Angeles')).toBe('2026-11-02T08:00:00.000Z');
    expect(businessDayStartUtc('2026-05-01', 'UTC')).toBe('2026-05-01T00:00:00.000Z');
  });

  it('runs from the start of the first day to the start of the day after the last', () => {
    expect(businessDaysUtc({ startDay: '2026-05-01', endDay: '2026-05-01' }, 'America/New_York')).toEqual({
      from: '2026-05-01T04:00:00.000Z',
      before: '2026-05-02T04:00:00.000Z',
    });
  });
});
