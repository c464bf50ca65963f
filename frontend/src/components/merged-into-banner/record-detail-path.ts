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
