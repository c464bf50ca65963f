import type { RecordRef } from '@enroll/domain';

// The detail pages' paths are shared with their 'Merged into' banner.
export { recordDetailPath } from '../../components/merged-into-banner/record-detail-path.ts';

/** The set a record is in, side by side (/duplicates/:kind/:id). */
export function duplicateSetPath(ref: RecordRef): string {
  return `/duplicates/${ref.kind}/${encodeURIComponent(ref.id)}`;
}

/** A student's name as the screens show it: first and last, '' when neither is known. */
export function studentName(first: string, last: string): string {
  return `${first.trim()} ${last.trim()}`.trim();
}
