/**
 * A job that reached a poison queue, as Admins see it on the Failed Jobs screen:
 * - `email`: an e-mail job (`detail` is its kind: interest, registration, lelo), from `email-jobs-poison`;
 * - `agreement`: a signed agreement PDF the blob trigger gave up on, from `webjobs-blobtrigger-poison`;
 * - `other`: anything else found there (no entry id).
 */
export type FailedJobKind = 'email' | 'agreement' | 'other';

export interface FailedJob {
  /** The poison queue message's id. */
  id: string;
  kind: FailedJobKind;
  detail: string;
  entryId: string | null;
  /** When the job reached the poison queue. */
  failedAt: string;
  /** The last failure's reason (addresses masked); null when no try was recorded. */
  reason: string | null;
  tries: number | null;
}

export interface FailedJobList {
  /** Failed jobs in the caller's scope. */
  count: number;
  jobs: FailedJob[];
}
