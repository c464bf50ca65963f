import { randomUUID } from 'node:crypto';
import { buildInterestEntry, interestSubmissionSchema } from '@enroll/domain';
import { db, queues } from './local-stack.ts';

/**
 * Queues an interest e-mail job for `interestId`, an entry that is not stored: the real send-email
 * trigger fails it 5 times, then moves it to email-jobs-poison.
 */
export async function queueJobOfMissingInterest(interestId: string): Promise<void> {
  const emailJobs = queues.getQueueClient('email-jobs');
  await emailJobs.createIfNotExists();
  const job = { kind: 'interest', jobId: randomUUID(), interestId };
  await emailJobs.sendMessage(Buffer.from(JSON.stringify(job), 'utf8').toString('base64'));
}

/**
 * Fixes the cause of that job: stores the interest `interestId` (the student `studentLastName`, the
 * e-mail `address`), so a retry of the job sends its mail.
 */
export async function storeMissingInterest(
  interestId: string,
  address: string,
  studentLastName: string,
): Promise<void> {
  const submission = interestSubmissionSchema.parse({
    studentFirstName: 'Retry',
    studentLastName,
    birthDate: '2000-01-15',
    primaryEmail: address,
    phone: '661-555-0100',
    zipCode: '93534',
  });
  await db
    .container('interests')
    .items.create(buildInterestEntry(submission, null, { id: interestId, uuid: randomUUID() }, new Date()));
}
