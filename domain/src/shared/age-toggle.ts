import { ageOn, isAdultAge, latestAdultBirthDate } from './birth-date.ts';

/** A staff list's age toggle: students under 18, or 18 and over. */
export type AgeToggle = 'under18' | 'over18';

/** The age toggle a list's filter names, if it names one. */
export function ageToggleOf(filter: string | undefined): AgeToggle | undefined {
  return filter === 'under18' || filter === 'over18' ? filter : undefined;
}

/**
 * Whether a list's age toggle keeps a student born on `birthDate` on `today`: 'over18' keeps adults
 * (`isAdultOn`), 'under18' everyone else whose age is known. An unknown age (no valid birth date) is in
 * neither: it is not an adult's, and nobody can say it is a minor's.
 */
export function matchesAgeToggle(birthDate: string, toggle: AgeToggle, today: string): boolean {
  const age = ageOn(birthDate, today);
  if (age === null) return false;
  return toggle === 'over18' ? isAdultAge(age) : !isAdultAge(age);
}

/**
 * `matchesAgeToggle` as a Cosmos SQL condition on a stored birth-date field, for the list queries. The
 * field holds YYYY-MM-DD text (every form validates it), which compares as the dates do, so one cut-off
 * date splits minors from adults; an empty birth date is in neither.
 */
export function ageToggleSql(
  toggle: AgeToggle,
  today: string,
  field = 'c.birthDate',
): { conditions: string[]; parameters: { name: string; value: string }[] } {
  if (!/^c(\.[A-Za-z_][A-Za-z0-9_]*)+$/.test(field))
    throw new Error(`ageToggleSql: "${field}" is not a document path`);
  const parameters = [{ name: '@adultCutoff', value: latestAdultBirthDate(today) }];
  return toggle === 'under18'
    ? { conditions: [`${field} > @adultCutoff`], parameters }
    : { conditions: [`${field} != ''`, `${field} <= @adultCutoff`], parameters };
}
