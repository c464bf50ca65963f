import { describe, expect, it } from 'vitest';
import { isWizardPath, levelOfPath, nextLeloLevel, pathOfLevel, previousLeloLevel } from './lelo-paths.ts';

describe('the Lelo step addresses (reading 1)', () => {
  it('maps the addresses to the levels', () => {
    expect(levelOfPath('/forms/summer')).toBe(0);
    expect(levelOfPath('/forms/summer/uuid-1')).toBe(0);
    expect(
      [
        '/leloStudent',
        '/leloStudent1',
        '/leloStudent2',
        '/leloStudent3',
        '/leloStudent4',
        '/leloStudent5',
      ].map(levelOfPath),
    ).toEqual([1, 2, 3, 4, 5, 6]);
    expect(levelOfPath('/response-lelo')).toBeNull();
    expect(isWizardPath('/sessionExpired/summer')).toBe(false);
    expect(pathOfLevel(0, 'summer', 'uuid-1')).toBe('/forms/summer/uuid-1');
    expect(pathOfLevel(0, 'summer', null)).toBe('/forms/summer');
    expect(pathOfLevel(4, 'summer', null)).toBe('/leloStudent3');
  });

  it("skips the mailing step (level 4, /leloStudent3) both ways when the address is the same ('Yes')", () => {
    expect(nextLeloLevel(3, 'Yes')).toBe(5);
    expect(previousLeloLevel(5, 'Yes')).toBe(3);
    expect(nextLeloLevel(3, 'No')).toBe(4);
    expect(previousLeloLevel(5, 'No')).toBe(4);
    expect(nextLeloLevel(1, 'Yes')).toBe(2);
    expect(previousLeloLevel(1, 'Yes')).toBe(0);
  });
});
