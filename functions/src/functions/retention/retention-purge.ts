import type { InvocationContext, Timer } from '@azure/functions';
import { registerTimer } from '../../app/registry.ts';
import { config } from '../../platform/config.ts';
import { logError, logInfo } from '../../platform/log.ts';
import { retentionCutoffs } from '../../services/retention/retention-policy.ts';
import { purgeExpiredRecords } from '../../services/retention/retention-purge.ts';

/**
 * Every day: deletes the interests with no activity for RETENTION_INTEREST_YEARS and the terminated
 * registrations unchanged for RETENTION_TERMINATED_REGISTRATION_YEARS, with what hangs off them
 * (docs/security.md "Retention"). One `retention.purged` line of counts and cut-off dates; nothing of
 * the records. A wrong setting fails the run before anything is read.
 */
export async function purgeExpiredRecordsDaily(_timer: Timer, context: InvocationContext): Promise<void> {
  const now = new Date();
  const periods = {
    interestYears: config.retentionInterestYears,
    terminatedRegistrationYears: config.retentionTerminatedRegistrationYears,
  };
  const cutoffs = retentionCutoffs(now, periods);
  const started = Date.now();
  try {
    const summary = await purgeExpiredRecords({ now, periods });
    logInfo(context, 'retention.purged', {
      ...summary,
      interestCutoff: cutoffs.interests,
      terminatedRegistrationCutoff: cutoffs.terminatedRegistrations,
      durationMs: Date.now() - started,
    });
  } catch (error) {
    logError(context, 'retention.failed', error, { durationMs: Date.now() - started });
    throw error;
  }
}

// 03:30 UTC, the night in the United States time zones the schools are in.
registerTimer('retention-purge', { schedule: '0 30 3 * * *', handler: purgeExpiredRecordsDaily });
