import { emptyLeloDraft, type LeloDraft } from '@enroll/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeResumedDraft } from '../../components/save-for-later/server-draft-storage.ts';
import {
  adoptResumedLelo,
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
      noOfferingPhone: null,
      signsPreRegistration: false,
    });
    saveLelo({
      permalink: PERMALINK,
      uuid: 'u1',
      draft: emptyLeloDraft(),
      idempotencyKey: 'k2',
      locationLocked: true,
      noOfferingPhone: null,
      signsPreRegistration: true,
    });
    expect(currentLeloKey()).toEqual({ permalink: PERMALINK, uuid: 'u1' });
    expect(loadLelo({ permalink: PERMALINK, uuid: null })?.draft).toEqual(COMPLETE_DRAFT);
    expect(loadLelo({ permalink: PERMALINK, uuid: 'u1' })).toMatchObject({
      idempotencyKey: 'k2',
      locationLocked: true,
      signsPreRegistration: true,
    });
    expect(window.localStorage.length).toBe(0);

    clearLelo({ permalink: PERMALINK, uuid: 'u1' });
    expect(loadLelo({ permalink: PERMALINK, uuid: 'u1' })).toBeNull();
    expect(currentLeloKey()).toBeNull();
  });

  it("keeps a pre-registration whose center offers no courses: locked, with the school's phone", () => {
    saveLelo({
      permalink: PERMALINK,
      uuid: 'u2',
      draft: emptyLeloDraft(),
      idempotencyKey: 'k3',
      locationLocked: true,
      noOfferingPhone: '661-555-0177',
      signsPreRegistration: true,
    });
    expect(loadLelo({ permalink: PERMALINK, uuid: 'u2' })).toMatchObject({
      locationLocked: true,
      noOfferingPhone: '661-555-0177',
      signsPreRegistration: true,
    });
    // A draft stored before the flag existed: a locked location meant a pre-registration.
    window.sessionStorage.setItem(
      'lelo-draft?permalink=summer-intersession-2027&uuid=u3',
      JSON.stringify({ draft: {}, idempotencyKey: 'k4', locationLocked: true }),
    );
    expect(loadLelo({ permalink: PERMALINK, uuid: 'u3' })).toMatchObject({
      signsPreRegistration: true,
      noOfferingPhone: null,
    });
  });

  it('takes only known fields of the right kind from stored JSON', () => {
    const draft = leloDraftFromUnknown({
      firstName: 'Maria',
      lastName: 42,
      understood2: 'yes',
      includeNcaa: true,
      agreementSha256Shown: 'a'.repeat(64),
      courses: [{ id: 'c1', course_name: 'Art', ncaa: true }, { id: 3 }],
      injected: '<script>',
    });
    expect(draft).toEqual({
      ...emptyLeloDraft(),
      firstName: 'Maria',
      includeNcaa: true,
      agreementSha256Shown: 'a'.repeat(64),
      courses: [{ id: 'c1', course_name: 'Art', ncaa: true }],
    });
  });

  it('keeps the confirmation for a reload and refuses anything else', () => {
    expect(loadLeloConfirmation()).toBeNull();
    const confirmation = {
      id: 'session-1_entry',
      _uuid: 'u1',
      firstName: 'Maria',
      lastName: 'Lopez',
      charter: 'Learn4Life',
      learningCenter: 'Learn4Life - Lancaster',
      courses: [],
      templateMessage: null,
      templateLanguage: 'es' as const,
      familyEmailed: false,
    };
    saveLeloConfirmation(confirmation);
    expect(loadLeloConfirmation()).toEqual(confirmation);
    expect(loadLeloConfirmation({ _uuid: 'u1' })).toBeNull();
    // One kept by an earlier version of the page: an English message, e-mails sent.
    const { templateLanguage: _language, familyEmailed: _emailed, ...earlier } = confirmation;
    expect(loadLeloConfirmation(earlier)).toEqual({
      ...earlier,
      templateLanguage: 'en',
      familyEmailed: true,
    });
  });
});

describe('a Lelo draft resumed from a saved link', () => {
  function resume(step: 'parent' | 'agreement', draft: Partial<LeloDraft>) {
    storeResumedDraft({
      kind: 'lelo',
      status: 'open',
      language: 'es',
      email: 'rosa@example.com',
      expiresAt: '2026-12-31T00:00:00.000Z',
      step,
      context: { permalink: PERMALINK },
      draft: { ...COMPLETE_DRAFT, ...draft },
    });
    return adoptResumedLelo({ permalink: PERMALINK, uuid: null });
  }

  it('asks for the reading and the signatures again once the agreement step was reached', () => {
    resume('agreement', { understood2: true, studentSignature: 'data:image/png;base64,AAAA' });
    const stored = loadLelo({ permalink: PERMALINK, uuid: null });
    expect(stored?.draft).toMatchObject({ understood2: false, studentSignature: '', parentSignature: '' });
    expect(stored?.signaturesToRedraw).toBe(true);
  });

  it('has nothing to sign again for a form saved before the agreement step', () => {
    resume('parent', { studentName: '', understood2: false });
    expect(loadLelo({ permalink: PERMALINK, uuid: null })?.signaturesToRedraw).toBe(false);
  });
});
