import {
  ENROLLMENT_TYPES,
  type EnrollmentType,
  emptyRegistrationDraft,
  isStaffSiteOption,
  type StaffRegistrationValues,
  type StaffSiteOption,
} from '@enroll/domain';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { readTabJson, removeFromTab, sameKindValues, writeTabJson } from '../../lib/tab-storage.ts';

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

function isEnrollmentType(value: unknown): value is EnrollmentType {
  return (ENROLLMENT_TYPES as readonly unknown[]).includes(value);
}

/**
 * The stored draft of `key`, read as untrusted JSON: every answer is text, so known fields holding
 * text are taken and the rest stay empty (the form's own rules judge the answers on submit). Null
 * when nothing usable is stored.
 */
export function loadAddRegistration(key: string): StoredAddRegistration | null {
  const parsed = readTabJson(key);
  if (typeof parsed !== 'object' || parsed === null) return null;
  const stored: unknown = Reflect.get(parsed, 'values');
  const idempotencyKey: unknown = Reflect.get(parsed, 'idempotencyKey');
  if (typeof stored !== 'object' || stored === null || typeof idempotencyKey !== 'string') return null;
  const values = sameKindValues(emptyStaffRegistrationValues(), stored);
  if (!isEnrollmentType(values.enrollmentType)) values.enrollmentType = 'REGULAR';
  const site: unknown = Reflect.get(parsed, 'site');
  return {
    values,
    site: isStaffSiteOption(site) ? site : null,
    idempotencyKey: idempotencyKey || newIdempotencyKey(),
  };
}

export function saveAddRegistration(key: string, stored: StoredAddRegistration): void {
  writeTabJson(key, stored);
}

export function clearAddRegistration(key: string): void {
  removeFromTab(key);
}
