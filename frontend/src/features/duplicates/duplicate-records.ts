import type { DuplicateKind, RecordRef } from '@enroll/domain';

/** Each kind's staff detail page. */
const DETAIL_PATHS: Record<DuplicateKind, string> = {
  interest: '/interest-forms',
  registration: '/registration-forms',
  lelo: '/lelo-forms',
};

/** The record's staff detail page. */
export function recordDetailPath(ref: RecordRef): string {
  return `${DETAIL_PATHS[ref.kind]}/${encodeURIComponent(ref.id)}`;
}

/** The set a record is in, side by side (/duplicates/:kind/:id). */
export function duplicateSetPath(ref: RecordRef): string {
  return `/duplicates/${ref.kind}/${encodeURIComponent(ref.id)}`;
}

/** A student's name as the screens show it: first and last, '' when neither is known. */
export function studentName(first: string, last: string): string {
  return `${first.trim()} ${last.trim()}`.trim();
}
