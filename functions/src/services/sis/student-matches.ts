import type { RegistrationRecord, StudentMatch } from '@enroll/domain';

/**
 * The SIS students matching a registration, newest start date first (the match rules decide each
 * match_type). The SIS adapter (SQL Server or the local SIS) comes from settings.
 *
 * PLACEHOLDER for the SIS work of issue 12 (services/sis/): replaced by the real adapters.
 */
export async function studentMatchesFor(_record: RegistrationRecord): Promise<StudentMatch[]> {
  throw new Error('The student-information system service is not built yet.');
}
