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
import { container } from './cosmos-client.ts';
import { isCosmosStatus } from './create-once.ts';
import { type WithEtag, withoutSystemFields } from './system-fields.ts';

/*
 * The `drafts` container holds two kinds of documents: a saved draft (`type: 'draft'`) and an e-mailed
 * link (`type: 'link'`, id `link-<sha256 of its token>`, so the token itself is never stored). Both
 * carry a Cosmos `ttl`, and expiresAt is checked on every read as well (TTL deletion is not instant).
 */

/** Links are deleted a day after they stop working, so a used or expired one still answers as such. */
const LINK_TTL_SECONDS = 48 * 3600;
export const DRAFT_TTL_SECONDS = DRAFT_KEEP_DAYS * 24 * 3600;

interface StoredDraftBase {
  id: string;
  type: 'draft';
  /** Where its links go: the address confirmed in the 'Save and continue later' dialog. */
  email: string;
  language: FamilyLanguage;
  status: 'open' | 'submitted';
  /** The registration or Lelo entry it became (status 'submitted'). */
  recordId?: string;
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

export async function readDraft(id: string): Promise<WithEtag<StoredDraft> | null> {
  try {
    const { resource } = await drafts().item(id, id).read<WithEtag<StoredDraft>>();
    return resource?.type === 'draft' ? resource : null;
  } catch (error) {
    if (isCosmosStatus(error, 404)) return null;
    throw error;
  }
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

/** The open, unexpired drafts whose links go to `email` ('Continue a saved form'). */
export async function openDraftIdsByEmail(email: string, now: Date): Promise<string[]> {
  const { resources } = await drafts()
    .items.query<{ id: string; kind: DraftKind }>({
      query:
        "SELECT c.id, c.kind FROM c WHERE c.type = 'draft' AND c.status = 'open' AND c.email = @email AND c.expiresAt > @now",
      parameters: [
        { name: '@email', value: email },
        { name: '@now', value: now.toISOString() },
      ],
    })
    .fetchAll();
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

export async function readLink(tokenHash: string): Promise<WithEtag<StoredLink> | null> {
  const id = linkDocumentId(tokenHash);
  try {
    const { resource } = await drafts().item(id, id).read<WithEtag<StoredLink>>();
    return resource?.type === 'link' ? resource : null;
  } catch (error) {
    if (isCosmosStatus(error, 404)) return null;
    throw error;
  }
}

/**
 * Marks the link used, only if nobody used it since it was read: of two racing exchanges of one
 * token, one wins (true) and the other is refused (false).
 */
export async function useLink(link: WithEtag<StoredLink>, now: Date): Promise<boolean> {
  const used: StoredLink = { ...withoutSystemFields(link), usedAt: now.toISOString() };
  try {
    await drafts()
      .item(link.id, link.id)
      .replace(used, { accessCondition: { type: 'IfMatch', condition: link._etag } });
    return true;
  } catch (error) {
    if (isCosmosStatus(error, 412) || isCosmosStatus(error, 404)) return false;
    throw error;
  }
}
