import {
  type DraftResponse,
  emptyRegistrationDraft,
  type OpenDraftResponse,
  REGISTRATION_TEXT_FIELDS,
  REGISTRATION_YES_NO_FIELDS,
  type RegistrationDraft,
  YES_NO_ANSWERS,
  YES_NO_NOT_SURE_ANSWERS,
  type YesNoAnswer,
  type YesNoNotSure,
} from '@enroll/domain';
import { markServerDraft, takeResumedDraft } from '../../components/save-for-later/server-draft-storage.ts';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { readTabJson, removeFromTab, writeTabJson } from '../../lib/tab-storage.ts';

/*
 * The wizard survives a reload of the tab, and only of the tab: sessionStorage ends with it, so a
 * family's data is never left behind on a shared computer (never localStorage). Cleared after the submit.
 */

export interface StoredRegistration {
  draft: RegistrationDraft;
  level: number;
  /** The submit's Idempotency-Key, kept with the draft so a retry after a reload stores one record. */
  idempotencyKey: string;
}

function isYesNo(value: unknown): value is YesNoAnswer {
  return (YES_NO_ANSWERS as readonly unknown[]).includes(value);
}

function isYesNoNotSure(value: unknown): value is YesNoNotSure {
  return (YES_NO_NOT_SURE_ANSWERS as readonly unknown[]).includes(value);
}

/** A draft from untrusted JSON: known fields of the right kind are taken, everything else is the empty draft's. */
export function draftFromUnknown(value: unknown): RegistrationDraft {
  const draft = emptyRegistrationDraft();
  if (typeof value !== 'object' || value === null) return draft;
  for (const field of REGISTRATION_TEXT_FIELDS) {
    const stored: unknown = Reflect.get(value, field);
    if (typeof stored === 'string') draft[field] = stored;
  }
  for (const field of REGISTRATION_YES_NO_FIELDS) {
    const stored: unknown = Reflect.get(value, field);
    if (isYesNo(stored)) draft[field] = stored;
  }
  const previouslyEnrolled: unknown = Reflect.get(value, 'previouslyEnrolled');
  if (isYesNoNotSure(previouslyEnrolled)) draft.previouslyEnrolled = previouslyEnrolled;
  return draft;
}

export function loadRegistration(key: string): StoredRegistration | null {
  const parsed = readTabJson(key);
  if (typeof parsed !== 'object' || parsed === null) return null;
  const level: unknown = Reflect.get(parsed, 'level');
  const idempotencyKey: unknown = Reflect.get(parsed, 'idempotencyKey');
  if (typeof level !== 'number' || !Number.isInteger(level) || typeof idempotencyKey !== 'string')
    return null;
  return { draft: draftFromUnknown(Reflect.get(parsed, 'draft')), level, idempotencyKey };
}

export function saveRegistration(key: string, stored: StoredRegistration): void {
  writeTabJson(key, stored);
}

/**
 * A draft the resume page restored for this wizard (its site and interest link): stored as the tab's
 * draft on its saved level (so a second render finds it too), and marked as saved on the server, so
 * each Next autosaves it.
 */
export function adoptResumedRegistration(
  key: string,
  site: string | null,
  uuid: string | null,
  onDevice: DraftResponse | null = null,
): void {
  const matches = (saved: Extract<OpenDraftResponse, { kind: 'registration' }>) =>
    (site === null || saved.context.site === site) && (saved.context.uuid ?? null) === uuid;
  // An interest link opened again on this device: the draft its session keeps, when it is this link's.
  const kept = onDevice?.status === 'open' && onDevice.kind === 'registration' && uuid && matches(onDevice);
  const resumed = takeResumedDraft('registration', matches) ?? (kept ? onDevice : null);
  if (!resumed) return;
  const level = Number.isInteger(resumed.level) ? resumed.level : 0;
  saveRegistration(key, {
    draft: draftFromUnknown(resumed.draft),
    level,
    idempotencyKey: newIdempotencyKey(),
  });
  markServerDraft(key, true);
}

export function clearRegistration(key: string): void {
  removeFromTab(key);
}
