import type { SessionSummary } from '@enroll/domain';
import { describe, expect, it } from 'vitest';
import { sidebarSections } from './sidebar-entries.ts';

const session = (id: string, overrides: Partial<SessionSummary>): SessionSummary => ({
  _id: id,
  name: `Session ${id}`,
  permalink: `session-${id}`,
  status: 'Active',
  schoolYear: '2026-2027',
  enrollmentStart: '2026-11-01',
  enrollmentEnd: '2026-12-31',
  ...overrides,
});

describe('the sidebar', () => {
  it("offers 'Add …' only for the sessions open for enrollment today", () => {
    const sessions = [
      session('open', {}),
      session('last-day', { enrollmentEnd: '2026-12-06' }),
      session('soon', { enrollmentStart: '2027-01-04', enrollmentEnd: '2027-02-01' }),
      session('closed', { enrollmentStart: '2026-01-01', enrollmentEnd: '2026-12-05' }),
      session('inactive', { status: 'Inactive' }),
    ];
    const newEntry = sidebarSections(2, sessions, '2026-12-06').find((section) => section.key === 'newEntry');
    expect(newEntry?.links.map((link) => link.id)).toEqual([
      'add-interest',
      'add-registration',
      'add-session-open',
      'add-session-last-day',
    ]);
  });

  it('offers Possible duplicates, with the count of open sets, from Contributor up', () => {
    const viewEntries = (level: 1 | 2) =>
      sidebarSections(level, [], '2026-12-06', 4).find((section) => section.key === 'viewEntries')?.links;
    expect(viewEntries(1)?.map((link) => link.id)).not.toContain('possible-duplicates');
    expect(viewEntries(2)?.find((link) => link.id === 'possible-duplicates')).toEqual({
      id: 'possible-duplicates',
      to: '/duplicates',
      labelKey: 'possibleDuplicates',
      count: 4,
    });
  });
});
