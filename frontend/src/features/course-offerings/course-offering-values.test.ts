import { describe, expect, it } from 'vitest';
import { choicesWith, formPathOfServerField, needsClearing } from './course-offering-values.ts';

describe('course offering values', () => {
  const summer = { year: '2026-2027', term: 'Summer' };

  it('clears the selected courses only when another complete catalog edition is chosen', () => {
    expect(needsClearing(2, summer, { year: '2026-2027', term: 'Fall' })).toBe(true);
    expect(needsClearing(2, summer, { year: '2025-2026', term: 'Summer' })).toBe(true);
    expect(needsClearing(2, summer, summer)).toBe(false);
    expect(needsClearing(2, summer, { year: '', term: 'Fall' })).toBe(false);
    expect(needsClearing(0, summer, { year: '2025-2026', term: 'Fall' })).toBe(false);
  });

  it('keeps a saved year the catalog no longer has, years newest first', () => {
    expect(choicesWith(['2026-2027', '2025-2026'], '2024-2025', 'yearsDescending')).toEqual([
      '2026-2027',
      '2025-2026',
      '2024-2025',
    ]);
    expect(choicesWith(['Fall', 'Summer'], 'Summer')).toEqual(['Fall', 'Summer']);
  });

  it("puts a 400's field errors on the panel fields, a course list or the form", () => {
    expect(formPathOfServerField('highSchoolDetails.includeNCAA')).toBe('highSchoolDetails.includeNCAA');
    expect(formPathOfServerField('middleSchoolDetails.courseIds.3')).toBe('middleSchoolDetails.courseIds');
    expect(formPathOfServerField('courses')).toBe('courses');
    expect(formPathOfServerField('siteId')).toBeNull();
    expect(formPathOfServerField('highSchoolDetails.unknown')).toBeNull();
  });
});
