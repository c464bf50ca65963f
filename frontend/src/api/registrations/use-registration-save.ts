import type { RegistrationRecord } from '@enroll/domain';
import { recordWrites } from '../versioned-queries.ts';
import { registrationKeys } from './query-keys.ts';

/**
 * A change of one registration (an edit or a processing step) at /api/registration[/{action}]/{id}:
 * the detail shows the saved record at once and every list (the scheduled orientations too) reads
 * afresh.
 */
export const { put: putRegistration, useSave: useRegistrationSave } = recordWrites<
  'record',
  RegistrationRecord
>('registration', 'record', registrationKeys.detail, { queryKey: registrationKeys.lists() });
