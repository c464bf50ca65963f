import { DEFAULT_COUNTRY, type StaffInterestCreateValues, type StaffSiteOption } from '@enroll/domain';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';

/** Every field of the Add Interest form, each present (the schema's defaults made explicit). */
export type AddInterestValues = Required<StaffInterestCreateValues>;

/*
 * The form survives a reload of the tab, and only of the tab: sessionStorage ends with it, so a
 * family's data is not left behind on a shared computer. Cleared after the submit.
 */
export const ADD_INTEREST_STORAGE_KEY = 'addInterest.draft';

export interface StoredAddInterest {
  values: AddInterestValues;
  /** The chosen learning center as the modal showed it (name, charter, address for the screen). */
  site: StaffSiteOption | null;
  level: number;
  /** The submit's Idempotency-Key: a retry (even after a reload) stores one entry. */
  idempotencyKey: string;
}

export function emptyAddInterestValues(): AddInterestValues {
  return {
    learningCenterId: '',
    studentFirstName: '',
    studentLastName: '',
    birthDate: '',
    gradeLevel: '',
    parentRelationship: '',
    parentFirstName: '',
    parentLastName: '',
    primaryEmail: '',
    phone: '',
    country: DEFAULT_COUNTRY,
    street1: '',
    street2: '',
    city: '',
    state: '',
    region: '',
    zipCode: '',
    sameAddress: true,
    mailingCountry: DEFAULT_COUNTRY,
    mailingStreet1: '',
    mailingStreet2: '',
    mailingCity: '',
    mailingState: '',
    mailingRegion: '',
    mailingZipCode: '',
  };
}

export function newAddInterest(): StoredAddInterest {
  return { values: emptyAddInterestValues(), site: null, level: 0, idempotencyKey: newIdempotencyKey() };
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
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
    typeof Reflect.get(charter, 'name') === 'string'
  );
}

/** What was stored, read as untrusted JSON: known fields of the right kind, the rest empty. */
export function loadAddInterest(): StoredAddInterest {
  const fresh = newAddInterest();
  const raw = storage()?.getItem(ADD_INTEREST_STORAGE_KEY);
  if (!raw) return fresh;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return fresh;
    const stored: unknown = Reflect.get(parsed, 'values');
    const values = fresh.values as Record<string, string | boolean>;
    if (typeof stored === 'object' && stored !== null) {
      for (const [field, empty] of Object.entries(values)) {
        const value: unknown = Reflect.get(stored, field);
        if (typeof value === typeof empty) values[field] = value as string | boolean;
      }
    }
    const site: unknown = Reflect.get(parsed, 'site');
    const level: unknown = Reflect.get(parsed, 'level');
    const key: unknown = Reflect.get(parsed, 'idempotencyKey');
    return {
      values: values as AddInterestValues,
      site: isSite(site) ? site : null,
      level: typeof level === 'number' && Number.isInteger(level) ? level : 0,
      idempotencyKey: typeof key === 'string' && key.length > 0 ? key : fresh.idempotencyKey,
    };
  } catch {
    return fresh;
  }
}

export function saveAddInterest(stored: StoredAddInterest): void {
  try {
    storage()?.setItem(ADD_INTEREST_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // A full or blocked storage only loses the reload safety net.
  }
}

export function clearAddInterest(): void {
  storage()?.removeItem(ADD_INTEREST_STORAGE_KEY);
}
