/**
 * The registration step in the address: ?step=n, the number a parent sees ('Step n of 15'), so each
 * step is its own history entry (the phone's Back button goes to the previous step) and a reload stays
 * on it. Only the number: the answers never go into the address.
 */
export const STEP_PARAM = 'step';

/** The level named by ?step= (step n is level n - 1); null without one or when it is not a step number. */
export function levelInSearch(search: string): number | null {
  const value = new URLSearchParams(search).get(STEP_PARAM);
  if (value === null || !/^\d{1,2}$/.test(value)) return null;
  const step = Number(value);
  return step >= 1 ? step - 1 : null;
}

/** `search` with ?step= naming `level` (its other parameters kept as they are), or without it for null. */
export function searchWithLevel(search: string, level: number | null): string {
  const params = new URLSearchParams(search);
  if (level === null) params.delete(STEP_PARAM);
  else params.set(STEP_PARAM, String(level + 1));
  const text = params.toString();
  return text ? `?${text}` : '';
}
