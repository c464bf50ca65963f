import {
  ENROLLMENT_TYPES,
  type EnrollmentType,
  emptyRegistrationDraft,
  type StaffRegistrationValues,
  type StaffSiteOption,
} from '@enroll/domain';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';

/*
 * The Add Registration Form survives a reload of the tab, and only of the tab: sessionStorage ends
 * with it, so a family's data is not left behind on a shared computer. One draft per start (each
 * transfer, or 'new' without one), so two transfers never mix. Cleared after the submit.
 */
const STORAGE_PREFIX = 'addRegistration.draft.';

/** The draft's key: the transfer the form started from, or 'new'. */
export function addRegistrationStorageKey(transferId: string | null): string {
  return `${STORAGE_PREFIX}${transferId ?? 'new'}`;
}

export interface StoredAddRegistration {
  values: StaffRegistrationValues;
  /** The learning center shown beside the site buttons: the one chosen in a modal, else the transfer's. */
  site: StaffSiteOption | null;
  /** The submit's Idempotency-Key: a retry (even after a reload) stores one registration. */
  idempotencyKey: string;
}

/** A form with nothing filled in: a regular enrollment, no learning center, no notes. */
export function emptyStaffRegistrationValues(): StaffRegistrationValues {
  return { ...emptyRegistrationDraft(), site: '', enrollmentType: 'REGULAR', generalRegistrationNotes: '' };
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function isEnrollmentType(value: unknown): value is EnrollmentType {
  return (ENROLLMENT_TYPES as readonly unknown[]).includes(value);
}

function isSite(value: unknown): value is StaffSiteOption {
  if (typeof value !== 'object' || value === null) return false;
  const charter: unknown = Reflect.get(value, 'charter');
  return (
    typeof Reflect.get(value, 'id') === 'string' &&
    typeof Reflect.get(value, 'name') === 'string' &&
    typeof Reflect.get(value, 'address') === 'string' &&
    typeof charter === 'object' &&
    charter !== null &&
    typeof Reflect.get(charter, 'id') === 'string' &&
    typeof Reflect.get(charter, 'name') === 'string'
  );
}

/**
 * The stored draft of `key`, read as untrusted JSON: every answer is text, so known fields holding
 * text are taken and the rest stay empty (the form's own rules judge the answers on submit). Null
 * when nothing usable is stored.
 */
export function loadAddRegistration(key: string): StoredAddRegistration | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const stored: unknown = Reflect.get(parsed, 'values');
    const idempotencyKey: unknown = Reflect.get(parsed, 'idempotencyKey');
    if (typeof stored !== 'object' || stored === null || typeof idempotencyKey !== 'string') return null;
    const values = emptyStaffRegistrationValues();
    const text = values as unknown as Record<string, string>;
    for (const field of Object.keys(text)) {
      const value: unknown = Reflect.get(stored, field);
      if (typeof value === 'string') text[field] = value;
    }
    const enrollmentType: unknown = Reflect.get(stored, 'enrollmentType');
    values.enrollmentType = isEnrollmentType(enrollmentType) ? enrollmentType : 'REGULAR';
    const site: unknown = Reflect.get(parsed, 'site');
    return {
      values,
      site: isSite(site) ? site : null,
      idempotencyKey: idempotencyKey || newIdempotencyKey(),
    };
  } catch {
    return null;
  }
}

export function saveAddRegistration(key: string, stored: StoredAddRegistration): void {
  try {
    storage()?.setItem(key, JSON.stringify(stored));
  } catch {
    // A full or blocked storage only loses the reload safety net.
  }
}

export function clearAddRegistration(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
