import { DomainError } from '@enroll/domain';
import { describe, expect, it } from 'vitest';
import { afterCursorCondition, decodeCursor, encodeCursor } from './keyset-cursor.ts';

const cursor = { v: 'smith ana', id: 'abc', sort: 'studentName', order: 'asc' } as const;

function refusal(run: () => unknown): DomainError | null {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof DomainError ? error : null;
  }
}

describe('keyset cursor', () => {
  it('round-trips as base64url text', () => {
    const text = encodeCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(text, { sort: 'studentName', order: 'asc' })).toEqual(cursor);
  });

  it('refuses a cursor of another sort or order with staffList.cursor.invalid', () => {
    const text = encodeCursor(cursor);
    for (const expected of [
      { sort: 'studentName', order: 'desc' },
      { sort: 'phone', order: 'asc' },
    ] as const) {
      const error = refusal(() => decodeCursor(text, expected));
      expect(error?.kind).toBe('invalid');
      expect(error?.errors?.[0]).toMatchObject({ field: 'cursor', code: 'staffList.cursor.invalid' });
    }
  });

  it('refuses text that is not a cursor', () => {
    for (const text of ['bm90LWpzb24', Buffer.from('{"v":1}').toString('base64url'), '']) {
      expect(refusal(() => decodeCursor(text, { sort: '', order: 'desc' }))?.kind).toBe('invalid');
    }
  });

  it('builds the after-cursor condition in the direction of the order', () => {
    expect(afterCursorCondition('c.listKeys.phone', 'desc', cursor)).toEqual({
      condition:
        '(c.listKeys.phone < @cursorValue OR (c.listKeys.phone = @cursorValue AND c.id < @cursorId))',
      parameters: [
        { name: '@cursorValue', value: 'smith ana' },
        { name: '@cursorId', value: 'abc' },
      ],
    });
    expect(() => afterCursorCondition('c.x; DROP', 'asc', cursor)).toThrow();
  });
});
