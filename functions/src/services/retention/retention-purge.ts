import { isDomainError } from '@enroll/domain';
import type { ContainerName } from '../../data/containers.ts';
import { queryAll } from '../../data/cosmos-client.ts';
import { emailLogOfJobPrefixes } from '../../data/email-log-repository.ts';
import { deleteNotesOf, listNotes } from '../../data/interest-notes-repository.ts';
import { deleteInterest } from '../../data/interests-repository.ts';
import { deleteRegistration } from '../../data/registrations-repository.ts';
import { deleteDocument } from '../../data/replace-if-match.ts';
import { checkDuplicates } from '../duplicates/check-duplicates.ts';
import { interestEmailJobId } from '../email/interest-family-email.ts';
import { registrationMails } from '../email/record-family-emails.ts';
import {
  type InterestActivity,
  isInterestDue,
  isRegistrationDue,
  type RegistrationActivity,
  type RetentionPeriods,
  retentionCutoffs,
  TERMINATED_STATUS,
} from './retention-policy.ts';

/** What one run deleted, and whether it went through every due record. */
export interface RetentionSummary {
  interests: number;
  interestNotes: number;
  registrations: number;
  /** "Transfer to Registration Form" hand-overs of a purged interest or registration (their prefill copies the family's data). */
  transfers: number;
  /** E-mail delivery records of the purged records' mails. */
  emailLogs: number;
  /** Duplicate flags of the purged records (their duplicate-detection subjects go with them). */
  duplicateFlags: number;
  /** Candidates found active after all: a newer contact note, or changed since they were read. */
  keptActive: number;
  /** False when the run stopped at its time budget with due records left for the next run. */
  complete: boolean;
}

export interface RetentionRun {
  now: Date;
  periods: RetentionPeriods;
  /** Candidates read per query. */
  pageSize?: number;
  /** No record is started after this long; the rest wait for the next run. */
  budgetMs?: number;
  /** The clock the budget is measured on (tests move it). */
  clock?: () => number;
}

/**
 * 100 candidates a page and five minutes a run: each record is a handful of point deletes, so a run
 * ends far inside the Functions timeout (30 minutes on Flex Consumption) whatever the backlog; a
 * first run over years of records spreads over a few days.
 */
const DEFAULT_PAGE_SIZE = 100;
const DEFAULT_BUDGET_MS = 5 * 60_000;

type Candidate<T> = T & { id: string; _etag: string };

/**
 * The candidates of one container after `after` (by id, so a candidate kept as active is not read
 * again in the same run), `limit` at a time.
 */
function candidatesAfter<T>(
  name: ContainerName,
  fields: string,
  where: string,
  parameters: { name: string; value: string }[],
  after: string,
  limit: number,
): Promise<Candidate<T>[]> {
  return queryAll<Candidate<T>>(name, {
    query: `SELECT TOP @limit c.id, c._etag, ${fields} FROM c WHERE ${where} AND c.id > @after ORDER BY c.id`,
    parameters: [...parameters, { name: '@after', value: after }, { name: '@limit', value: limit }],
  });
}

/** Deletes documents partitioned by their id (one already gone is fine); answers how many there were. */
async function deleteAll(name: ContainerName, ids: readonly string[]): Promise<number> {
  for (const id of ids) await deleteDocument(name, id);
  return ids.length;
}

/** The hand-overs made from an interest (`interestId`) or used by a registration (`registrationId`). */
async function deleteTransfersWhere(field: 'interestId' | 'registrationId', id: string): Promise<number> {
  const ids = await queryAll<string>('registrationTransfers', {
    query: `SELECT VALUE c.id FROM c WHERE c.${field} = @id`,
    parameters: [{ name: '@id', value: id }],
  });
  return deleteAll('registrationTransfers', ids);
}

/** The delivery records of a record's mails, found as its family-mail list finds them (job id prefixes). */
async function deleteEmailLogsOf(jobIdPrefixes: readonly string[]): Promise<number> {
  const records = await emailLogOfJobPrefixes(jobIdPrefixes);
  return deleteAll(
    'emailLog',
    records.map((record) => record.id),
  );
}

/**
 * Deletes a record with the ETag it was read with: false when it changed since (it is active again)
 * or is gone. The record goes first and what hangs off it after, so a record that stays never loses
 * its notes; a run stopped in between leaves dependents that only its id names.
 */
async function deleteUnchanged(
  remove: (id: string, etag: string) => Promise<boolean>,
  id: string,
  etag: string,
) {
  try {
    return await remove(id, etag);
  } catch (error) {
    if (isDomainError(error, 'conflict')) return false;
    throw error;
  }
}

const INTEREST_DUE =
  'c.createdAt < @cutoff AND c.updatedAt < @cutoff AND (NOT IS_STRING(c.lastContactDate) OR c.lastContactDate < @cutoff)';

const REGISTRATION_DUE = 'c.status = @terminated AND c.createdAt < @cutoff AND c.updatedAt < @cutoff';

type RegistrationCandidate = RegistrationActivity & { studentEmail: string; pgPrimaryEmail: string };

/**
 * Deletes the interests with no activity since their cut-off and the terminated registrations unchanged
 * since theirs, with what hangs off each: an interest's contact notes, its hand-overs and its mails'
 * delivery records; a registration's hand-over and its mails' delivery records. The access, export and
 * audit logs name them by id only and are kept (the record of disclosures). Safe to repeat: a run that
 * stops (budget, failure) leaves the rest due for the next.
 */
export async function purgeExpiredRecords(run: RetentionRun): Promise<RetentionSummary> {
  const cutoffs = retentionCutoffs(run.now, run.periods);
  const pageSize = run.pageSize ?? DEFAULT_PAGE_SIZE;
  const clock = run.clock ?? Date.now;
  const stopAt = clock() + (run.budgetMs ?? DEFAULT_BUDGET_MS);
  const summary: RetentionSummary = {
    interests: 0,
    interestNotes: 0,
    registrations: 0,
    transfers: 0,
    emailLogs: 0,
    duplicateFlags: 0,
    keptActive: 0,
    complete: true,
  };

  /** Walks one container's candidates page by page until none is left or the budget is spent. */
  async function walk<T>(
    page: (after: string) => Promise<Candidate<T>[]>,
    purge: (candidate: Candidate<T>) => Promise<void>,
  ): Promise<void> {
    let after = '';
    for (;;) {
      const candidates = await page(after);
      for (const candidate of candidates) {
        if (clock() >= stopAt) {
          summary.complete = false;
          return;
        }
        await purge(candidate);
        after = candidate.id;
      }
      if (candidates.length < pageSize) return;
    }
  }

  await walk<InterestActivity>(
    (after) =>
      candidatesAfter(
        'interests',
        'c.createdAt, c.updatedAt, c.lastContactDate',
        INTEREST_DUE,
        [{ name: '@cutoff', value: cutoffs.interests }],
        after,
        pageSize,
      ),
    async (entry) => {
      const newestNote = (await listNotes(entry.id))[0]?.timestamp ?? null;
      if (!isInterestDue(entry, newestNote, cutoffs.interests)) {
        summary.keptActive += 1;
        return;
      }
      if (!(await deleteUnchanged(deleteInterest, entry.id, entry._etag))) {
        summary.keptActive += 1;
        return;
      }
      summary.interests += 1;
      summary.interestNotes += await deleteNotesOf(entry.id);
      summary.transfers += await deleteTransfersWhere('interestId', entry.id);
      summary.emailLogs += await deleteEmailLogsOf([interestEmailJobId(entry.id)]);
      summary.duplicateFlags += (await checkDuplicates({ kind: 'interest', id: entry.id })).cleared;
    },
  );
  if (!summary.complete) return summary;

  await walk<RegistrationCandidate>(
    (after) =>
      candidatesAfter(
        'registrations',
        'c.status, c.createdAt, c.updatedAt, c.studentEmail, c.pgPrimaryEmail',
        REGISTRATION_DUE,
        [
          { name: '@cutoff', value: cutoffs.terminatedRegistrations },
          { name: '@terminated', value: TERMINATED_STATUS },
        ],
        after,
        pageSize,
      ),
    async (record) => {
      if (
        !isRegistrationDue(record, cutoffs.terminatedRegistrations) ||
        !(await deleteUnchanged(deleteRegistration, record.id, record._etag))
      ) {
        summary.keptActive += 1;
        return;
      }
      summary.registrations += 1;
      summary.transfers += await deleteTransfersWhere('registrationId', record.id);
      const mails = registrationMails(record).sources.map((source) => source.jobIdPrefix);
      summary.emailLogs += await deleteEmailLogsOf(mails);
      summary.duplicateFlags += (await checkDuplicates({ kind: 'registration', id: record.id })).cleared;
    },
  );
  return summary;
}
