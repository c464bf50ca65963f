/** The interest page's query string: ?site=&charter=&campaign= (each optional). */
export interface InterestQuery {
  site?: string;
  charter?: string;
  campaign?: string;
}

const KEYS = ['site', 'charter', 'campaign'] as const;

export function readInterestQuery(params: URLSearchParams): InterestQuery {
  const query: InterestQuery = {};
  for (const key of KEYS) {
    const value = params.get(key)?.trim();
    if (value) query[key] = value;
  }
  return query;
}

/** The sessionStorage key of the draft: one draft per distinct query, so two tabs for two sites never mix. */
export function draftKey(query: InterestQuery): string {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  return `interest-form-draft?${params.toString()}`;
}
