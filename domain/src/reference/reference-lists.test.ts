import { describe, expect, it } from 'vitest';
import { CALIFORNIA_COUNTIES } from './california-counties.ts';
import { BIRTH_COUNTRIES, isUnitedStates } from './countries.ts';
import { EDUCATION_LEVELS } from './education-levels.ts';
import { GUARDIAN_RELATIONSHIPS, relationshipOptionsFor } from './guardian-relationships.ts';
import { LANGUAGES } from './languages.ts';
import { LIVING_SITUATIONS } from './living-situations.ts';
import { RACES } from './races.ts';

describe('reference lists', () => {
  it.each([
    ['races', RACES, 33],
    ['counties', CALIFORNIA_COUNTIES, 58],
    ['education levels', EDUCATION_LEVELS, 6],
    ['living situations', LIVING_SITUATIONS, 12],
    ['relationships', GUARDIAN_RELATIONSHIPS, 27],
  ] as const)('%s has the spec’s %i… entries, no duplicates', (_name, list, count) => {
    expect(list).toHaveLength(count);
    expect(new Set(list).size).toBe(list.length);
  });
  it('has about 70 languages with English first, ~195 countries with the United States of America first', () => {
    expect(LANGUAGES.length).toBeGreaterThanOrEqual(65);
    expect(LANGUAGES[0]).toBe('English');
    expect(new Set(LANGUAGES).size).toBe(LANGUAGES.length);
    expect(BIRTH_COUNTRIES[0]).toBe('United States of America');
    expect(BIRTH_COUNTRIES.length).toBeGreaterThanOrEqual(193);
    expect(new Set(BIRTH_COUNTRIES).size).toBe(BIRTH_COUNTRIES.length);
  });
  it('offers Self 18+ for Parent 2 only at 18 or over', () => {
    expect(relationshipOptionsFor(18)).toContain('Self 18+');
    expect(relationshipOptionsFor(17)).not.toContain('Self 18+');
    expect(relationshipOptionsFor(null)).not.toContain('Self 18+');
  });
  it('knows the spellings of the United States', () => {
    expect(['United States of America', 'United States', 'usa'].every(isUnitedStates)).toBe(true);
    expect(isUnitedStates('Mexico')).toBe(false);
  });
});
