import { describe, expect, it } from 'vitest';
import { type AgeToggle, ageToggleSql, matchesAgeToggle } from './age-toggle.ts';
import { latestAdultBirthDate } from './birth-date.ts';
import { addDaysIso } from './today-in-zone.ts';

/** Evaluates the generated conditions the way Cosmos compares strings: `field op @param` or `field op ''`. */
function sqlKeeps(toggle: AgeToggle, today: string, birthDate: string): boolean {
  const { conditions, parameters } = ageToggleSql(toggle, today);
  const values = new Map(parameters.map((parameter) => [parameter.name, parameter.value]));
  return conditions.every((condition) => {
    const match = /^c\.birthDate (>|<=|!=) (@\w+|'')$/.exec(condition);
    if (!match) throw new Error(`unexpected condition ${condition}`);
    const right = match[2] === "''" ? '' : (values.get(match[2] ?? '') ?? '');
    if (match[1] === '>') return birthDate > right;
    if (match[1] === '<=') return birthDate <= right;
    return birthDate !== right;
  });
}

describe('the lists’ age toggles', () => {
  it('keep adults in over 18 and known minors in under 18, and the SQL agrees every day of a leap year', () => {
    for (let today = '2028-01-01'; today <= '2028-12-31'; today = addDaysIso(today, 1)) {
      for (const offset of [-2, -1, 0, 1, 2]) {
        const birthDate = addDaysIso(latestAdultBirthDate(today), offset);
        for (const toggle of ['under18', 'over18'] as const)
          expect(sqlKeeps(toggle, today, birthDate), `${toggle} ${birthDate} on ${today}`).toBe(
            matchesAgeToggle(birthDate, toggle, today),
          );
      }
    }
  });

  it('keep an unknown birth date out of both', () => {
    for (const toggle of ['under18', 'over18'] as const) {
      expect(matchesAgeToggle('', toggle, '2026-06-15')).toBe(false);
      expect(sqlKeeps(toggle, '2026-06-15', '')).toBe(false);
    }
    expect(matchesAgeToggle('2008-06-15', 'over18', '2026-06-15')).toBe(true);
    expect(matchesAgeToggle('2008-06-16', 'under18', '2026-06-15')).toBe(true);
  });

  it('refuses a field that is not a document path', () => {
    expect(() => ageToggleSql('over18', '2026-06-15', 'c.birthDate) OR (true')).toThrow();
  });
});
