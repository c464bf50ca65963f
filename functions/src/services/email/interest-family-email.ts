import {
  canResendFamilyEmail,
  catalogError,
  type FamilyEmailState,
  type InterestEntry,
  interestFamilyRecipient,
} from '@enroll/domain';
import { readEmailLog } from '../../data/email-log-repository.ts';
import { findSite, toSite } from '../../data/sites-repository.ts';
import { wasCapped } from './email-cap.ts';
import { enqueueEmailJob } from './email-job.ts';
import { emailLogId } from './email-log-id.ts';

/** The job that sends an entry's interest e-mail when it is stored. */
export function interestEmailJobId(interestId: string): string {
  return `interest-${interestId}`;
}

/** The one job that sends the family's letter again; repeated until it is sent, then a no-op. */
function interestResendJobId(interestId: string): string {
  return `interest-${interestId}-resend`;
}

function stateOfLog(status: 'claimed' | 'sent' | 'failed'): FamilyEmailState {
  return status === 'sent' ? 'sent' : status === 'failed' ? 'failed' : 'pending';
}

/** The family's address when the entry's learning center e-mails families, else null. */
async function familyAddressOf(entry: Pick<InterestEntry, 'primaryEmail' | 'learningCenterId'>) {
  const stored = entry.learningCenterId === '0' ? null : await findSite(entry.learningCenterId);
  return interestFamilyRecipient(entry.primaryEmail, stored ? toSite(stored).enrollment_info : null);
}

/**
 * What became of the entry's confirmation to the family: a resend's delivery when staff asked for
 * one, else the first job's, else held back by the cap, else not sent yet.
 */
export async function interestFamilyEmailState(
  entry: Pick<InterestEntry, 'id' | 'primaryEmail' | 'learningCenterId'>,
): Promise<FamilyEmailState> {
  const address = await familyAddressOf(entry);
  if (!address) return 'none';
  const resent = await readEmailLog(emailLogId(interestResendJobId(entry.id), address));
  if (resent) return stateOfLog(resent.status);
  const first = await readEmailLog(emailLogId(interestEmailJobId(entry.id), address));
  if (first) return stateOfLog(first.status);
  return (await wasCapped('interest', entry.id, address)) ? 'capped' : 'pending';
}

/**
 * Queues the family's letter again, never capped (a coordinator asks for it); only when it was held
 * back or failed: otherwise 409 'interest.email.notResendable'.
 */
export async function resendInterestFamilyEmail(
  entry: Pick<InterestEntry, 'id' | 'primaryEmail' | 'learningCenterId'>,
): Promise<FamilyEmailState> {
  if (!canResendFamilyEmail(await interestFamilyEmailState(entry)))
    throw catalogError('conflict', 'interest.email.notResendable');
  await enqueueEmailJob({
    kind: 'interest',
    jobId: interestResendJobId(entry.id),
    interestId: entry.id,
    resend: true,
  });
  return 'pending';
}
