import {
  type RegistrationRecord,
  type StaffRegistrationValues,
  type StaffSiteOption,
  staffRegistrationValuesOf,
} from '@enroll/domain';

/** What the edit form starts from: the record's values, its learning center and the ETag of that read. */
export interface EditSession {
  defaultValues: StaffRegistrationValues;
  defaultSite: StaffSiteOption | null;
  etag: string | null;
  /** Changes when the edit starts afresh from a new read (the form is mounted anew). */
  key: number;
}

/** The learning center the record names, as the site modals' option shows it; null without one. */
export function siteOptionOf(record: RegistrationRecord): StaffSiteOption | null {
  if (!record.learningCenterId) return null;
  return {
    id: record.learningCenterId,
    name: record.learningCenterName,
    charter: { id: record.charter_id ?? '', name: record.learningCenterCharter },
    address: record.learningCenterAddress,
  };
}

export function startEditSession(record: RegistrationRecord, etag: string | null, key: number): EditSession {
  return { defaultValues: staffRegistrationValuesOf(record), defaultSite: siteOptionOf(record), etag, key };
}
