import { emptyLeloDraft } from '@enroll/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearLelo,
  currentLeloKey,
  leloDraftFromUnknown,
  loadLelo,
  loadLeloConfirmation,
  saveLelo,
  saveLeloConfirmation,
} from './lelo-storage.ts';
import { COMPLETE_DRAFT, PERMALINK } from './test-utils/fixtures.ts';

beforeEach(() => window.sessionStorage.clear());

describe('the Lelo draft in sessionStorage', () => {
  it('keeps one draft per session and pre-registration, and points at the one in progress', () => {
    saveLelo({
      permalink: PERMALINK,
      uuid: null,
      draft: COMPLETE_DRAFT,
      idempotencyKey: 'k1',
      locationLocked: false,
    });
    saveLelo({
      permalink: PERMALINK,
      uuid: 'u1',
      draft: emptyLeloDraft(),
      idempotencyKey: 'k2',
      locationLocked: true,
    });
    expect(currentLeloKey()).toEqual({ permalink: PERMALINK, uuid: 'u1' });
    expect(loadLelo({ permalink: PERMALINK, uuid: null })?.draft).toEqual(COMPLETE_DRAFT);
    expect(loadLelo({ permalink: PERMALINK, uuid: 'u1' })).toMatchObject({
      idempotencyKey: 'k2',
      locationLocked: true,
    });
    expect(window.localStorage.length).toBe(0);

    clearLelo({ permalink: PERMALINK, uuid: 'u1' });
    expect(loadLelo({ permalink: PERMALINK, uuid: 'u1' })).toBeNull();
    expect(currentLeloKey()).toBeNull();
  });

  it('takes only known fields of the right kind from stored JSON', () => {
    const draft = leloDraftFromUnknown({
      firstName: 'Maria',
      lastName: 42,
      understood2: 'yes',
      courses: [{ id: 'c1', course_name: 'Art', ncaa: true }, { id: 3 }],
      injected: '<script>',
    });
    expect(draft).toEqual({
      ...emptyLeloDraft(),
      firstName: 'Maria',
      courses: [{ id: 'c1', course_name: 'Art', ncaa: true }],
    });
  });

  it('keeps the confirmation for a reload and refuses anything else', () => {
    expect(loadLeloConfirmation()).toBeNull();
    const confirmation = {
      _uuid: 'u1',
      firstName: 'Maria',
      lastName: 'Lopez',
      charter: 'Learn4Life',
      learningCenter: 'Learn4Life - Lancaster',
      courses: [],
      templateMessage: null,
    };
    saveLeloConfirmation(confirmation);
    expect(loadLeloConfirmation()).toEqual(confirmation);
    expect(loadLeloConfirmation({ _uuid: 'u1' })).toBeNull();
  });
});
