import type { OpenDraftResponse } from '@enroll/domain';
import {
  readTabJson,
  readTabText,
  removeFromTab,
  writeTabJson,
  writeTabText,
} from '../../lib/tab-storage.ts';

/*
 * What the tab remembers about a server-saved draft, in sessionStorage (it ends with the tab, like the
 * wizards' own drafts): that the wizard's draft has a server copy (so each Next autosaves it), that the
 * automatic offer was shown (it comes once per draft), and the draft a resume link just restored, handed
 * to the wizard's page. The session itself is the HttpOnly cookie, which no script reads.
 */

const SAVED_PREFIX = 'server-draft:saved:';
const OFFERED_PREFIX = 'server-draft:offered:';
const RESUMED_KEY = 'server-draft:resumed';

export function hasServerDraft(wizardKey: string): boolean {
  return readTabText(SAVED_PREFIX + wizardKey) === 'yes';
}

export function markServerDraft(wizardKey: string, saved: boolean): void {
  // Full or blocked storage: the server copy still exists, only the autosave pauses.
  if (saved) writeTabText(SAVED_PREFIX + wizardKey, 'yes');
  else removeFromTab(SAVED_PREFIX + wizardKey);
}

/** A sent form: the tab forgets its server copy and its offer (a new form gets the offer again). */
export function forgetServerDraft(wizardKey: string): void {
  markServerDraft(wizardKey, false);
  removeFromTab(OFFERED_PREFIX + wizardKey);
}

export function wasOffered(wizardKey: string): boolean {
  return readTabText(OFFERED_PREFIX + wizardKey) === 'yes';
}

export function markOffered(wizardKey: string): void {
  writeTabText(OFFERED_PREFIX + wizardKey, 'yes');
}

/** The draft the resume page restored, for the wizard page it opens next. */
export function storeResumedDraft(draft: OpenDraftResponse): void {
  writeTabJson(RESUMED_KEY, draft);
}

/**
 * The restored draft of `kind` if `matches` (the wizard's own address) accepts it, taken once: the
 * wizard then keeps it in its own storage. Untrusted JSON: the wizard's page checks its fields.
 */
export function takeResumedDraft<K extends OpenDraftResponse['kind']>(
  kind: K,
  matches: (draft: Extract<OpenDraftResponse, { kind: K }>) => boolean,
): Extract<OpenDraftResponse, { kind: K }> | null {
  const parsed = readTabJson(RESUMED_KEY) as Extract<OpenDraftResponse, { kind: K }> | null;
  if (parsed?.kind !== kind || !matches(parsed)) return null;
  removeFromTab(RESUMED_KEY);
  return parsed;
}

/** The wizard's address of a restored draft (the resume page navigates there). */
export function wizardPathOf(draft: OpenDraftResponse): string {
  if (draft.kind === 'lelo') {
    const { permalink, uuid } = draft.context;
    return uuid ? `/forms/${permalink}/${uuid}` : `/forms/${permalink}`;
  }
  const params = new URLSearchParams();
  if (draft.context.uuid) params.set('uuid', draft.context.uuid);
  params.set('site', draft.context.site);
  if (draft.context.charter) params.set('charter', draft.context.charter);
  return `${draft.context.uuid ? '/register-interest' : '/register'}?${params.toString()}`;
}
