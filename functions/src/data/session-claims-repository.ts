import { createHash } from 'node:crypto';
import type { LeloSessionRecord } from '@enroll/domain';
import { container } from './cosmos-client.ts';
import { isCosmosStatus } from './create-once.ts';
import type { WithEtag } from './system-fields.ts';

/**
 * Unique session names (case-insensitively) and permalinks under concurrent writes. A query finds the
 * sessions already stored, but two saves of the same name can both find none; so each save also
 * creates a claim document per name and permalink in the `sessionClaims` container, whose id is the
 * value's key. Cosmos refuses a second document with the same id (409), so of two concurrent saves
 * exactly one gets the claim.
 */
export type SessionClaimKind = 'name' | 'permalink';

interface SessionClaim {
  id: string;
  kind: SessionClaimKind;
  /** The claimed value (lower-case name or permalink), for people reading the container. */
  value: string;
  sessionId: string;
  claimedAt: string;
}

/**
 * How long a claim whose session does not (yet) carry the value still counts: the save that made it
 * may be writing the session right now. After that it is stale (a failed save, or a renamed session)
 * and the next save of the value takes it over.
 */
export const CLAIM_GRACE_MS = 60_000;

function claimValue(kind: SessionClaimKind, value: string): string {
  return kind === 'name' ? value.trim().toLowerCase() : value;
}

/** The claim's id: hashed, as names may hold characters Cosmos ids may not (? #) and be long. */
export function sessionClaimId(kind: SessionClaimKind, value: string): string {
  const hash = createHash('sha256').update(claimValue(kind, value)).digest('hex');
  return `session-${kind}-${hash}`;
}

function holds(kind: SessionClaimKind, value: string, session: LeloSessionRecord | undefined): boolean {
  if (!session) return false;
  return kind === 'name'
    ? claimValue('name', session.name) === claimValue('name', value)
    : session.permalink === value;
}

/**
 * Claims `value` for `sessionId`. True when the claim is (now) this session's; false when another
 * session holds it: its session carries the value, or its save may still be under way.
 */
export async function claimSessionValue(
  kind: SessionClaimKind,
  value: string,
  sessionId: string,
  now: Date = new Date(),
): Promise<boolean> {
  const claims = container('sessionClaims');
  const claim: SessionClaim = {
    id: sessionClaimId(kind, value),
    kind,
    value: claimValue(kind, value),
    sessionId,
    claimedAt: now.toISOString(),
  };
  try {
    await claims.items.create(claim);
    return true;
  } catch (error) {
    if (!isCosmosStatus(error, 409)) throw error;
  }
  const { resource: existing } = await claims.item(claim.id, claim.id).read<WithEtag<SessionClaim>>();
  // Released between our create and this read: try once more from the start.
  if (!existing) return claimSessionValue(kind, value, sessionId, now);
  if (existing.sessionId === sessionId) return true;
  const { resource: holder } = await container('sessions')
    .item(existing.sessionId, existing.sessionId)
    .read<LeloSessionRecord>();
  const fresh = now.getTime() - Date.parse(existing.claimedAt) < CLAIM_GRACE_MS;
  if (holds(kind, value, holder) || fresh) return false;
  // Stale: take it over, unless another save took it over first (412).
  try {
    await claims.item(claim.id, claim.id).replace(claim, {
      accessCondition: { type: 'IfMatch', condition: existing._etag },
    });
    return true;
  } catch (error) {
    if (isCosmosStatus(error, 412)) return false;
    throw error;
  }
}

/** Gives up this session's claim of `value` (a failed save, or a value the session no longer has). */
export async function releaseSessionValue(
  kind: SessionClaimKind,
  value: string,
  sessionId: string,
): Promise<void> {
  const id = sessionClaimId(kind, value);
  const claims = container('sessionClaims');
  const { resource } = await claims.item(id, id).read<WithEtag<SessionClaim>>();
  if (resource?.sessionId !== sessionId) return;
  try {
    await claims.item(id, id).delete({ accessCondition: { type: 'IfMatch', condition: resource._etag } });
  } catch (error) {
    // Taken over or gone meanwhile: nothing of ours is left to release.
    if (!isCosmosStatus(error, 412) && !isCosmosStatus(error, 404)) throw error;
  }
}
