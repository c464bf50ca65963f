import { isUnitedStates } from '@enroll/domain';

/** The list with the stored value in it too (an older spelling still shows instead of a blank select). */
export function withCurrent(options: readonly string[], current: string): readonly string[] {
  return current === '' || options.includes(current) ? options : [current, ...options];
}

/** A California address (state name or code, in the United States): the county is one of the 58. */
export function isCaliforniaAddress(country: string, state: string): boolean {
  const value = state.trim().toLowerCase();
  return isUnitedStates(country) && (value === 'california' || value === 'ca');
}
