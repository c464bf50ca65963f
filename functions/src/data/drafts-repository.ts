import {
  DRAFT_KEEP_DAYS,
  type DraftKind,
  type FamilyLanguage,
  type LeloDraft,
  type LeloDraftContext,
  type LeloStepKey,
  type RegistrationDraft,
  type RegistrationDraftContext,
  type StoredDraftLink,
} from '@enroll/domain';
import { container, queryAll } from './cosmos-client.ts';
import { isCosmosStatus } from './create-once.ts';
import { type WithEtag, withoutSystemFields } from './system-fields.ts';

/*
 * The `drafts` container holds two kinds of documents: a saved draft (`type: 'draft'`) and an e-mailed
 * link (`type: 'link'`, id `link-<sha256 of its token>`, so the token itself is never stored). Both
 * carry a Cosmos `ttl`, and expiresAt is checked on every read as well (TTL deletion is not instant).
 */

export const DRAFT_TTL_SECONDS = DRAFT_KEEP_DAYS * 24 * 3600;
/**
 * Links are kept as long as a draft (from their last opening), long after their 24 hours: an old
 * link then still says that its form was sent, and when, or that it expired.
 */
const LINK_TTL_SECONDS = DRAFT_TTL_SECONDS;

interface StoredDraftBase {
  id: string;
  type: 'draft';
  /** Where its links go: the address confirmed in the 'Save and continue later' dialog. */
  email: string;
  language: FamilyLanguage;
  status: 'open' | 'submitted';
  /** The registration or Lelo entry it became (status 'submitted'). */
  recordId?: string;
  /** When that record was sent (status 'submitted'; absent on drafts submitted before it was kept). */
  submittedAt?: string;
  /** sha256 (hex) of each draft session's secret, newest first. */
  sessionHashes: string[];
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
  ttl: number;
}

export type StoredDraft = StoredDraftBase &
  (
    | { kind: 'registration'; draft: RegistrationDraft; level: number; context: RegistrationDraftContext }
    | { kind: 'lelo'; draft: LeloDraft; step: LeloStepKey; context: LeloDraftContext }
  );

export interface StoredLink extends StoredDraftLink {
  id: string;
  type: 'link';
  createdAt: string;
  ttl: number;
}

const drafts = () => container('drafts');

export function linkDocumentId(tokenHash: string): string {
  return `link-${tokenHash}`;
}

/**
 * Document `id` of the drafts container with its ETag when it is of `type` (drafts and their links share
 * the container); null when it is missing or of the other type.
 */
async function readOfType<T extends StoredDraft | StoredLink>(
  id: string,
  type: T['type'],
): Promise<WithEtag<T> | null> {
  try {
    const { resource } = await drafts().item(id, id).read<WithEtag<T>>();
    return resource?.type === type ? resource : null;
  } catch (error) {
    if (isCosmosStatus(error, 404)) return null;
    throw error;
  }
}

export function readDraft(id: string): Promise<WithEtag<StoredDraft> | null> {
  return readOfType<StoredDraft>(id, 'draft');
}

export async function createDraft(draft: StoredDraft): Promise<void> {
  await drafts().items.create(draft);
}

/** Replaces the draft if it is unchanged since it was read (false: someone saved in between). */
export async function replaceDraft(draft: StoredDraft, etag: string): Promise<boolean> {
  try {
    await drafts()
      .item(draft.id, draft.id)
      .replace(withoutSystemFields(draft), { accessCondition: { type: 'IfMatch', condition: etag } });
    return true;
  } catch (error) {
    if (isCosmosStatus(error, 412) || isCosmosStatus(error, 404)) return false;
    throw error;
  }
}

/**
 * The unexpired drafts, open or submitted, whose links go to `email` ('Continue a saved form': a new
 * link to each open one, the day it was sent for each submitted one).
 */
export async function keptDraftIdsByEmail(email: string, now: Date): Promise<string[]> {
  const resources = await queryAll<{ id: string; kind: DraftKind }>('drafts', {
    query: "SELECT c.id, c.kind FROM c WHERE c.type = 'draft' AND c.email = @email AND c.expiresAt > @now",
    parameters: [
      { name: '@email', value: email },
      { name: '@now', value: now.toISOString() },
    ],
  });
  return resources.map((resource) => resource.id);
}

export async function createLink(
  tokenHash: string,
  draftId: string,
  expiresAt: string,
  now: Date,
): Promise<void> {
  const link: StoredLink = {
    id: linkDocumentId(tokenHash),
    type: 'link',
    draftId,
    expiresAt,
    createdAt: now.toISOString(),
    ttl: LINK_TTL_SECONDS,
  };
  await drafts().items.create(link);
}

export function readLink(tokenHash: string): Promise<WithEtag<StoredLink> | null> {
  return readOfType<StoredLink>(linkDocumentId(tokenHash), 'link');
}

/**
 * Counts one more device the link opened its draft on, only if nobody opened it since it was read
 * (false: two racing exchanges, read it again), so the bound on its openings holds.
 */
export async function countLinkOpening(link: WithEtag<StoredLink>): Promise<boolean> {
  const opened: StoredLink = { ...withoutSystemFields(link), opens: (link.opens ?? 0) + 1 };
  try {
    await drafts()
      .item(link.id, link.id)
      .replace(opened, { accessCondition: { type: 'IfMatch', condition: link._etag } });
    return true;
  } catch (error) {
    if (isCosmosStatus(error, 412) || isCosmosStatus(error, 404)) return false;
    throw error;
  }
}
