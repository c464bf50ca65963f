import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  nextColumnSort,
  pageSizeOf,
  STAFF_LIST_PAGE_SIZE_DEFAULT,
  staffListQueryFields,
} from './staff-list.ts';

describe('the staff list sort cycle', () => {
  it('goes unsorted → ascending → descending → unsorted on one column', () => {
    const first = nextColumnSort(null, 'status');
    expect(first).toEqual({ column: 'status', order: 'asc' });
    const second = nextColumnSort(first, 'status');
    expect(second).toEqual({ column: 'status', order: 'desc' });
    expect(nextColumnSort(second, 'status')).toBeNull();
  });

  it('starts ascending on another column', () => {
    expect(nextColumnSort({ column: 'status', order: 'desc' }, 'age')).toEqual({
      column: 'age',
      order: 'asc',
    });
  });
});

describe('the staff list query fields', () => {
  const schema = z.object(staffListQueryFields);

  it('defaults the search, the order and the page size', () => {
    const query = schema.parse({});
    expect(query).toEqual({ search: '', order: 'asc' });
    expect(pageSizeOf(query)).toBe(STAFF_LIST_PAGE_SIZE_DEFAULT);
    expect(pageSizeOf(schema.parse({ pageSize: '100' }))).toBe(100);
  });

  it('refuses page sizes outside 1 to 100, long searches and cursors off the alphabet', () => {
    for (const pageSize of ['0', '101', '-1', '1.5', 'ten']) {
      expect(schema.safeParse({ pageSize }).success).toBe(false);
    }
    expect(schema.safeParse({ search: 'x'.repeat(51) }).success).toBe(false);
    expect(schema.safeParse({ cursor: 'abc/def' }).success).toBe(false);
    expect(schema.safeParse({ cursor: 'eyJ2IjoiYSJ9' }).success).toBe(true);
  });
});
