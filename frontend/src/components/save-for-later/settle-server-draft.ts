import { markDraftSubmitted } from '../../api/drafts/mark-draft-submitted.ts';
import { forgetServerDraft, hasServerDraft } from './server-draft-storage.ts';

/**
 * After a wizard's submit: its server-saved draft (if any) is marked as the stored record, so the
 * e-mailed link then opens the confirmation (a failure leaves the draft to expire), and the tab
 * forgets the server copy and the save offer.
 */
export function settleServerDraft(wizardKey: string, recordId: string, recordUuid: string): void {
  if (hasServerDraft(wizardKey)) void markDraftSubmitted(recordId, recordUuid).catch(() => undefined);
  forgetServerDraft(wizardKey);
}
