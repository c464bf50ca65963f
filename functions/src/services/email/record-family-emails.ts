import {
  canResendRecordMail,
  catalogError,
  type LeloRegistrationRecord,
  type RecordFamilyEmail,
  type RecordMailKind,
  type RecordMailState,
  type RegistrationRecord,
} from '@enroll/domain';
import { type EmailLogRecord, emailLogOfJobPrefixes } from '../../data/email-log-repository.ts';
import { emailJobSchema, enqueueEmailJob } from './email-job.ts';
import { emailLogId } from './email-log-id.ts';
import { registrationFamilyAddresses, uniqueAddresses } from './registration-email-context.ts';

/** Where a record's family mails are found: each kind of mail and how its job ids start. */
export interface RecordMails {
  sources: readonly { kind: RecordMailKind; jobIdPrefix: string }[];
  /** Every address of the family the record has now. */
  familyAddresses: readonly string[];
}

/** A registration's mails: the confirmation, each orientation e-mail and the final-enrollment e-mail. */
export function registrationMails(
  record: Pick<RegistrationRecord, 'id' | 'studentEmail' | 'pgPrimaryEmail'>,
): RecordMails {
  return {
    sources: [
      { kind: 'registration', jobIdPrefix: `registration-${record.id}` },
      { kind: 'orientation', jobIdPrefix: `orientation-${record.id}-` },
      { kind: 'final-enrollment', jobIdPrefix: `final-enrollment-${record.id}` },
    ],
    familyAddresses: registrationFamilyAddresses(record),
  };
}

/** A secondary enrollment's mails: the link of a pre-registration, the confirmation, each agreement copy. */
export function leloMails(
  entry: Pick<LeloRegistrationRecord, 'id' | 'studentEmail' | 'pgPrimaryEmail'>,
): RecordMails {
  return {
    sources: [
      { kind: 'lelo-pre-registration', jobIdPrefix: `lelo-pre-registration-${entry.id}` },
      { kind: 'lelo', jobIdPrefix: `lelo-${entry.id}` },
      { kind: 'lelo-agreement', jobIdPrefix: `lelo-agreement-${entry.id}-` },
    ],
    familyAddresses: uniqueAddresses([entry.studentEmail, entry.pgPrimaryEmail]),
  };
}

/** A mail's state from its family recipients' records: any failed is failed, any being sent pending. */
function stateOf(records: readonly EmailLogRecord[]): RecordMailState {
  if (records.some((record) => record.status === 'failed')) return 'failed';
  if (records.some((record) => record.status === 'claimed')) return 'pending';
  return 'sent';
}

interface FamilyMail {
  line: RecordFamilyEmail;
  /** The job as it was queued, when its delivery recorded it. */
  job: unknown;
}

async function familyMailsOf(mails: RecordMails): Promise<FamilyMail[]> {
  const records = await emailLogOfJobPrefixes(mails.sources.map((source) => source.jobIdPrefix));
  const byJob = new Map<string, EmailLogRecord[]>();
  for (const record of records) {
    // Only the family's deliveries: the record's id is the job's and the address's hash.
    const toFamily = mails.familyAddresses.some((address) => emailLogId(record.jobId, address) === record.id);
    if (toFamily) byJob.set(record.jobId, [...(byJob.get(record.jobId) ?? []), record]);
  }
  const mailsFound: FamilyMail[] = [];
  for (const [jobId, family] of byJob) {
    // The longest prefix names the kind ('lelo-{id}' is a prefix of no other kind's ids).
    const source = [...mails.sources]
      .filter((candidate) => jobId.startsWith(candidate.jobIdPrefix))
      .sort((a, b) => b.jobIdPrefix.length - a.jobIdPrefix.length)[0];
    if (!source) continue;
    mailsFound.push({
      line: {
        mailId: jobId,
        kind: source.kind,
        state: stateOf(family),
        at:
          family
            .map((record) => record.updatedAt)
            .sort()
            .at(-1) ?? '',
        attempts: Math.max(...family.map((record) => record.attempts ?? 1)),
      },
      job: family.find((record) => record.job)?.job,
    });
  }
  return mailsFound.sort((a, b) => (a.line.at < b.line.at ? 1 : a.line.at > b.line.at ? -1 : 0));
}

/** The record's mails to its family, newest first, each with what became of it. */
export async function recordFamilyEmails(mails: RecordMails): Promise<RecordFamilyEmail[]> {
  return (await familyMailsOf(mails)).map((mail) => mail.line);
}

/**
 * Queues one of the record's mails again, exactly as it was first queued, when it could not be sent
 * to the family (else 409 'familyEmail.notResendable'; a mail of another record is 404). Recipients
 * it reached (the staff copies) are not sent it again: each job sends once per address.
 */
export async function resendRecordFamilyEmail(
  mails: RecordMails,
  mailId: string,
): Promise<RecordFamilyEmail> {
  const found = (await familyMailsOf(mails)).find((mail) => mail.line.mailId === mailId);
  if (!found) throw catalogError('notFound', 'familyEmail.notFound');
  const job = emailJobSchema.safeParse(found.job);
  if (!canResendRecordMail(found.line.state) || !job.success)
    throw catalogError('conflict', 'familyEmail.notResendable');
  await enqueueEmailJob(job.data);
  return { ...found.line, state: 'pending' };
}
