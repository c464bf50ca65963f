import {
  DEFAULT_COUNTRY,
  isStaffSiteOption,
  type StaffInterestCreateValues,
  type StaffSiteOption,
} from '@enroll/domain';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { readTabJson, removeFromTab, sameKindValues, writeTabJson } from '../../lib/tab-storage.ts';

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

/** What was stored, read as untrusted JSON: known fields of the right kind, the rest empty. */
export function loadAddInterest(): StoredAddInterest {
  const fresh = newAddInterest();
  const parsed = readTabJson(ADD_INTEREST_STORAGE_KEY);
  if (typeof parsed !== 'object' || parsed === null) return fresh;
  const site: unknown = Reflect.get(parsed, 'site');
  const level: unknown = Reflect.get(parsed, 'level');
  const key: unknown = Reflect.get(parsed, 'idempotencyKey');
  return {
    values: sameKindValues(fresh.values, Reflect.get(parsed, 'values')),
    site: isStaffSiteOption(site) ? site : null,
    level: typeof level === 'number' && Number.isInteger(level) ? level : 0,
    idempotencyKey: typeof key === 'string' && key.length > 0 ? key : fresh.idempotencyKey,
  };
}

export function saveAddInterest(stored: StoredAddInterest): void {
  writeTabJson(ADD_INTEREST_STORAGE_KEY, stored);
}

export function clearAddInterest(): void {
  removeFromTab(ADD_INTEREST_STORAGE_KEY);
}
