import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  charterQuerySchema,
  courseCatalogQuerySchema,
  courseOfferingPathSchema,
} from './lelo-config-queries.ts';

describe('courseCatalogQuerySchema', () => {
  it('needs a charter_id', () => {
    const result = z.safeParse(courseCatalogQuerySchema, {});
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['charter_id'], message: 'required' });
  });

  it('reads blank filters as no filter and keeps the given ones', () => {
    expect(
      z.parse(courseCatalogQuerySchema, {
        charter_id: ' abc123 ',
        school_year: '',
        catalog_term: ' Summer ',
        course_type: 'High School',
      }),
    ).toEqual({
      charter_id: 'abc123',
      school_year: undefined,
      catalog_term: 'Summer',
      course_type: 'High School',
    });
  });

  it('refuses a malformed school year, an unknown course type and an id with unsafe characters', () => {
    const result = z.safeParse(courseCatalogQuerySchema, {
      charter_id: 'a#b',
      school_year: '2026',
      course_type: 'College',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['charter_id', 'id.invalid'],
      ['school_year', 'session.schoolYear.format'],
      ['course_type', 'registration.option.invalid'],
    ]);
  });
});

describe('charterQuerySchema and courseOfferingPathSchema', () => {
  it('take seeded ids', () => {
    expect(z.parse(charterQuerySchema, { charter_id: 'b2ba96878bd049e721fc7c59' }).charter_id).toBe(
      'b2ba96878bd049e721fc7c59',
    );
    expect(
      z.safeParse(courseOfferingPathSchema, {
        siteId: 'x',
        charter_id: 'y',
        sessionId: 'lelo-session-active',
      }).success,
    ).toBe(true);
    expect(z.safeParse(courseOfferingPathSchema, { siteId: 'x', charter_id: 'y' }).success).toBe(false);
  });
});
