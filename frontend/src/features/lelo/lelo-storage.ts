import {
  emptyLeloDraft,
  isFamilyLanguage,
  LELO_STEPS,
  type LeloConfirmation,
  type LeloDraft,
} from '@enroll/domain';
import { markServerDraft, takeResumedDraft } from '../../components/save-for-later/server-draft-storage.ts';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { readTabJson, removeFromTab, writeTabJson } from '../../lib/tab-storage.ts';

/*
 * The wizard survives a reload and the browser's back and forward buttons, in this tab only:
 * sessionStorage ends with the tab, so a family's data is never left on a shared computer. One draft
 * per session and pre-registration (so two links never mix), a pointer to the one in progress (the
 * step addresses /leloStudent… carry no permalink), cleared after a successful submit.
 */

export interface LeloWizardKey {
  permalink: string;
  uuid: string | null;
}

export interface StoredLelo extends LeloWizardKey {
  draft: LeloDraft;
  /** The submit's Idempotency-Key, kept with the draft so a retry after a reload stores one entry. */
  idempotencyKey: string;
  /** A pre-registration's location: step 1 is read-only (spec: with a uuid, charter and center are). */
  locationLocked: boolean;
  /**
   * The pre-registration's learning center offers no courses in the session: step 1 says so with this
   * phone of the school ('' when unknown) and goes no further. null otherwise.
   */
  noOfferingPhone: string | null;
  /** A pre-registration was loaded: the submit signs it (PUT), whether or not step 1 is read-only. */
  signsPreRegistration: boolean;
  /**
   * Resumed from 'Save and continue later' after the agreement step was reached: the signatures were
   * not saved with it, and the agreement step says to draw them again.
   */
  signaturesToRedraw?: boolean;
}

const CURRENT_KEY = 'lelo-wizard:current';
const CONFIRMATION_KEY = 'lelo-wizard:confirmation';

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

export function leloDraftKey({ permalink, uuid }: LeloWizardKey): string {
  const params = new URLSearchParams({ permalink });
  if (uuid) params.set('uuid', uuid);
  return `lelo-draft?${params.toString()}`;
}

function coursesFromUnknown(value: unknown): LeloDraft['courses'] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((course: unknown) => {
    if (typeof course !== 'object' || course === null) return [];
    const id = text(Reflect.get(course, 'id'));
    const courseName = text(Reflect.get(course, 'course_name'));
    const ncaa: unknown = Reflect.get(course, 'ncaa');
    if (id === null || courseName === null) return [];
    return [{ id, course_name: courseName, ...(typeof ncaa === 'boolean' ? { ncaa } : {}) }];
  });
}

/** A draft from untrusted JSON: known fields of the right kind are taken, the rest is the empty draft's. */
export function leloDraftFromUnknown(value: unknown): LeloDraft {
  const draft = emptyLeloDraft();
  if (typeof value !== 'object' || value === null) return draft;
  for (const field of Object.keys(draft) as (keyof LeloDraft)[]) {
    const stored: unknown = Reflect.get(value, field);
    if (field === 'courses') draft.courses = coursesFromUnknown(stored);
    else if (field === 'understood1' || field === 'understood2' || field === 'includeNcaa')
      draft[field] = stored === true;
    else if (typeof stored === 'string') draft[field] = stored;
  }
  return draft;
}

/** The wizard in progress in this tab (the step addresses name no session). */
export function currentLeloKey(): LeloWizardKey | null {
  const value = readTabJson(CURRENT_KEY);
  if (typeof value !== 'object' || value === null) return null;
  const permalink = text(Reflect.get(value, 'permalink'));
  const uuid = text(Reflect.get(value, 'uuid'));
  return permalink ? { permalink, uuid: uuid || null } : null;
}

export function loadLelo(key: LeloWizardKey): StoredLelo | null {
  const value = readTabJson(leloDraftKey(key));
  if (typeof value !== 'object' || value === null) return null;
  const idempotencyKey = text(Reflect.get(value, 'idempotencyKey'));
  if (!idempotencyKey) return null;
  const noOfferingPhone: unknown = Reflect.get(value, 'noOfferingPhone');
  return {
    ...key,
    draft: leloDraftFromUnknown(Reflect.get(value, 'draft')),
    idempotencyKey,
    locationLocked: Reflect.get(value, 'locationLocked') === true,
    noOfferingPhone: typeof noOfferingPhone === 'string' ? noOfferingPhone : null,
    // A draft stored before the two were told apart: a locked location meant a pre-registration.
    signsPreRegistration:
      Reflect.get(value, 'signsPreRegistration') === true || Reflect.get(value, 'locationLocked') === true,
    signaturesToRedraw: Reflect.get(value, 'signaturesToRedraw') === true,
  };
}

export function saveLelo(stored: StoredLelo): void {
  writeTabJson(leloDraftKey(stored), stored);
  writeTabJson(CURRENT_KEY, { permalink: stored.permalink, uuid: stored.uuid });
}

/** The wizard's name for its server-saved draft ('Save and continue later', autosave, submitted). */
export function leloServerKey({ permalink, uuid }: LeloWizardKey): string {
  return `lelo:${permalink}:${uuid ?? ''}`;
}

/**
 * A draft the resume page (/resume#token=) restored for this session and pre-registration: its fields
 * (checked one by one, untrusted JSON; the server keeps no signature, so the family signs again)
 * become this tab's draft with a new Idempotency-Key, marked as saved on the server so each move
 * autosaves it. Answers the level of its saved step, or null when no draft of this wizard was restored.
 * A pre-registration's draft keeps step 1 read-only and signs it, as the wizard it was saved from did.
 */
export function adoptResumedLelo(key: LeloWizardKey): number | null {
  const resumed = takeResumedDraft(
    'lelo',
    (saved) => saved.context.permalink === key.permalink && (saved.context.uuid ?? null) === key.uuid,
  );
  if (!resumed) return null;
  const level = (LELO_STEPS as readonly unknown[]).indexOf(resumed.step);
  const draft = { ...leloDraftFromUnknown(resumed.draft), permalink: key.permalink };
  saveLelo({
    ...key,
    // What the family confirms as it signs is confirmed again: nothing of the signing is kept.
    draft: { ...draft, understood2: false, studentSignature: '', parentSignature: '' },
    idempotencyKey: newIdempotencyKey(),
    locationLocked: key.uuid !== null,
    noOfferingPhone: null,
    signsPreRegistration: key.uuid !== null,
    // The agreement step fills the student's name on its first visit: a name means it was reached.
    signaturesToRedraw: resumed.step === 'agreement' || draft.studentName !== '',
  });
  markServerDraft(leloServerKey(key), true);
  return Math.max(0, level);
}

export function clearLelo(key: LeloWizardKey): void {
  removeFromTab(leloDraftKey(key));
  const current = currentLeloKey();
  if (current && current.permalink === key.permalink && current.uuid === key.uuid) removeFromTab(CURRENT_KEY);
}

function isConfirmation(value: unknown): value is LeloConfirmation {
  if (typeof value !== 'object' || value === null) return false;
  const courses: unknown = Reflect.get(value, 'courses');
  const template: unknown = Reflect.get(value, 'templateMessage');
  return (
    ['id', '_uuid', 'firstName', 'lastName', 'charter', 'learningCenter'].every(
      (field) => typeof Reflect.get(value, field) === 'string',
    ) &&
    Array.isArray(courses) &&
    (template === null || typeof template === 'string')
  );
}

/** The confirmation of the last submit in this tab, so a reload of /response-lelo still shows it. */
export function saveLeloConfirmation(confirmation: LeloConfirmation): void {
  writeTabJson(CONFIRMATION_KEY, confirmation);
}

export function loadLeloConfirmation(
  value: unknown = readTabJson(CONFIRMATION_KEY),
): LeloConfirmation | null {
  if (!isConfirmation(value)) return null;
  // One kept before these were answered: its message was in English and the e-mails went out.
  const language: unknown = Reflect.get(value, 'templateLanguage');
  return {
    ...value,
    templateLanguage: isFamilyLanguage(language) ? language : 'en',
    familyEmailed: Reflect.get(value, 'familyEmailed') !== false,
  };
}
