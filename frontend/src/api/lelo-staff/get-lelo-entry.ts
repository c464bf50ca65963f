import type { LeloSignatureSigner, LeloStaffEntry } from '@enroll/domain';
import { getVersioned, useFreshRead, type Versioned } from '../versioned-queries.ts';
import { leloEntryKeys } from './lelo-entry-keys.ts';

/** A secondary enrollment as just read, with the version a later change sends as If-Match. */
export type VersionedLeloEntry = Versioned<'entry', LeloStaffEntry>;

export function leloEntryPath(id: string): string {
  return `/api/leloRegistration/staff/${encodeURIComponent(id)}`;
}

/**
 * The address of one signature image. The browser sends the staff session cookie with it (same
 * origin), so an <img> shows it to signed-in staff of the entry's charter only.
 */
export function leloSignatureUrl(id: string, signer: LeloSignatureSigner): string {
  return `${leloEntryPath(id)}/signature/${signer}`;
}

/** GET /api/leloRegistration/staff/{id}: one entry of the caller's charters (404 for an unknown id or another charter). */
export function getLeloEntry(id: string): Promise<VersionedLeloEntry> {
  return getVersioned('entry', leloEntryPath(id));
}

export function useLeloEntry(id: string) {
  return useFreshRead(leloEntryKeys.detail(id), () => getLeloEntry(id));
}
