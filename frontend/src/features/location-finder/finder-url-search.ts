import { type LocationQuery, type LocationQueryResult, parseLocationQuery } from '@enroll/domain';

/** The finder's search in the query string: one of these, by what the search box found in the text. */
const PARAM_BY_KIND = { zip: 'zip', state: 'state', text: 'q' } as const satisfies Record<
  LocationQuery['kind'],
  string
>;
type FinderParam = (typeof PARAM_BY_KIND)[LocationQuery['kind']];
const KIND_BY_PARAM: Record<FinderParam, LocationQuery['kind']> = { zip: 'zip', state: 'state', q: 'text' };
const PARAMS_IN_ORDER: readonly FinderParam[] = ['zip', 'state', 'q'];

export interface FinderUrlSearch {
  /** The text as the family typed it, shown again in the search box. */
  text: string;
  result: LocationQueryResult;
}

/**
 * The search the URL asks for, or null when it asks for none. A parameter that does not hold what
 * its name says (`?zip=12`, `?state=93534`) is an invalid search, like the same text typed.
 */
export function readFinderSearch(params: URLSearchParams): FinderUrlSearch | null {
  const param = PARAMS_IN_ORDER.find((name) => params.has(name));
  if (!param) return null;
  const text = params.get(param) ?? '';
  const result = parseLocationQuery(text);
  if (result.ok && result.query.kind !== KIND_BY_PARAM[param]) {
    return { text, result: { ok: false, error: 'location.query.invalid' } };
  }
  return { text, result };
}

/** `params` with the search replaced by `query` (typed as `text`); other parameters (`id`) stay. */
export function writeFinderSearch(
  params: URLSearchParams,
  text: string,
  query: LocationQuery,
): URLSearchParams {
  const next = withoutFinderSearch(params);
  next.set(PARAM_BY_KIND[query.kind], text.trim());
  return next;
}

/** `params` without any search, as the finder opens afresh. */
export function withoutFinderSearch(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of PARAMS_IN_ORDER) next.delete(name);
  return next;
}
