import { useVersionedSave } from '../versioned-queries.ts';
import type { VersionedRegistration } from './get-registration.ts';
import { registrationKeys } from './query-keys.ts';

/**
 * A change of one registration (an edit or a processing step): the detail shows the saved record at
 * once and every list (the scheduled orientations too) reads afresh.
 */
export function useRegistrationSave<Variables extends { id: string }>(
  mutationFn: (variables: Variables) => Promise<VersionedRegistration>,
) {
  return useVersionedSave(mutationFn, ({ id }) => registrationKeys.detail(id), {
    queryKey: registrationKeys.lists(),
  });
}
