import { type Brand, linkExpiry } from '@enroll/domain';
import { brandOfName } from '../../data/brands-repository.ts';
import { createLink, readDraft, type StoredDraft } from '../../data/drafts-repository.ts';
import { findSite } from '../../data/sites-repository.ts';
import { config } from '../../platform/config.ts';
import { familyMessagesWithinCap } from '../email/email-cap.ts';
import type { EmailMessage } from '../email/email-sender.ts';
import { renderDraftLinkEmail } from '../email/render-draft-link-email.ts';
import { renderDraftSentEmail } from '../email/render-draft-sent-email.ts';
import { hashSecret, newSecret } from './draft-tokens.ts';

/** The brand of the draft's learning center (its site), else the default brand. */
async function brandOfDraft(draft: StoredDraft): Promise<Brand> {
  const siteId = draft.kind === 'registration' ? draft.context.site : draft.draft.siteId;
  const site = siteId ? await findSite(siteId) : null;
  return brandOfName(site?.brandName ?? '');
}

/**
 * The e-mail with a fresh link to an open draft, to the address stored on the draft, never another.
 * The token is made here, as the e-mail is built, so it exists only in the e-mail (the queue message
 * names the draft, not a token); only its hash is stored. A retried job makes another link: the one
 * e-mailed works, an unsent one expires unused. A draft submitted by then gets, instead of a link, the
 * day it was sent ('Continue a saved form' promises an e-mail, and a link would open nothing to fill
 * in); an expired one gets nothing. The family-address cap per hour applies, as for every public
 * form's e-mail.
 */
export async function draftLinkMessages(
  draftId: string,
  jobId: string,
  now = new Date(),
): Promise<EmailMessage[]> {
  const draft = await readDraft(draftId);
  if (!draft || Date.parse(draft.expiresAt) <= now.getTime()) return [];
  const within = await familyMessagesWithinCap('draft-link', jobId, [
    { to: draft.email, subject: '', html: '', text: '' },
  ]);
  if (within.length === 0) return [];
  const brand = await brandOfDraft(draft);
  const appUrl = config.publicUrlOf(brand.key);
  if (draft.status === 'submitted') {
    const sent = renderDraftSentEmail({
      brand,
      appUrl,
      kind: draft.kind,
      language: draft.language,
      submittedAt: draft.submittedAt ?? draft.updatedAt,
    });
    return [{ to: draft.email, ...sent }];
  }
  const token = newSecret();
  await createLink(hashSecret(token), draft.id, linkExpiry(now), now);
  const email = renderDraftLinkEmail({
    brand,
    appUrl,
    kind: draft.kind,
    language: draft.language,
    token,
    studentFirstName: draft.draft.firstName,
  });
  return [{ to: draft.email, ...email }];
}
