/** The wizard's address: /register?site=&charter= or /register-interest?uuid=&site=. */
export interface RegistrationQuery {
  site: string | null;
  charter: string | null;
  /** The interest entry's uuid (only on /register-interest). */
  uuid: string | null;
}

export function readRegistrationQuery(params: URLSearchParams, fromInterest: boolean): RegistrationQuery {
  const read = (key: string) => params.get(key)?.trim() || null;
  return { site: read('site'), charter: read('charter'), uuid: fromInterest ? read('uuid') : null };
}

/** One saved draft per site and interest link, so two tabs for two sites never mix. */
export function registrationStorageKey(query: Pick<RegistrationQuery, 'site' | 'uuid'>): string {
  const params = new URLSearchParams();
  if (query.site) params.set('site', query.site);
  if (query.uuid) params.set('uuid', query.uuid);
  return `registration-draft?${params.toString()}`;
}
