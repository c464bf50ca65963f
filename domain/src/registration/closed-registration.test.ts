import { describe, expect, it } from 'vitest';
import { isClosedRegistration, registrationViewSql } from './closed-registration.ts';
import { REGISTRATION_STATUSES } from './registration-record.ts';

/** Evaluates the generated conditions on a status: `c.status = 'x'` or `c.status != 'x'`, all of them. */
function sqlKeeps(view: string, status: string): boolean {
  return registrationViewSql(view).every((condition) => {
    const match = /^c\.status (=|!=) '([^']*)'$/.exec(condition);
    if (!match) throw new Error(`unexpected condition ${condition}`);
    return match[1] === '=' ? status === match[2] : status !== match[2];
  });
}

describe('a closed registration', () => {
  it('is complete or terminated', () => {
    expect(REGISTRATION_STATUSES.filter(isClosedRegistration)).toEqual([
      'Enrollment Complete',
      'Enrollment Terminated',
    ]);
  });

  it('is out of the regular list and its age views, and alone in its own view, as the SQL says', () => {
    for (const status of REGISTRATION_STATUSES) {
      for (const view of ['', 'under18', 'over18'])
        expect(sqlKeeps(view, status), status).toBe(!isClosedRegistration(status));
      expect(sqlKeeps('completed', status)).toBe(status === 'Enrollment Complete');
      expect(sqlKeeps('terminated', status)).toBe(status === 'Enrollment Terminated');
    }
  });
});
