import { createHash } from 'node:crypto';
import { type RateLimitCounters, rateLimits } from '../../data/rate-limits-repository.ts';
import { config } from '../../platform/config.ts';
import type { EmailMessage } from './email-sender.ts';

const HOUR_SECONDS = 3600;

function decisionKey(kind: CappedEmailKind, recordId: string, address: string): string {
  return `email\n${kind}\n${recordId}\n${address.trim().toLowerCase()}`;
}

/** Whether the cap held back the family mail of this record to this address (false: sent or not decided). */
export async function wasCapped(
  kind: CappedEmailKind,
  recordId: string,
  address: string,
  counters: RateLimitCounters = rateLimits,
): Promise<boolean> {
  return (await counters.knownDecision(decisionKey(kind, recordId, address))) === false;
}
/** How long the decision for one record's e-mail stays known: longer than any retry of its job. */
const DECISION_TTL_SECONDS = 14 * 24 * 3600;

/** An address as the log may show it: a hash, never the address (no personal data in logs). */
function addressId(address: string): string {
  return createHash('sha256').update(address.trim().toLowerCase()).digest('hex').slice(0, 16);
}

/**
 * The e-mail an anonymous caller can have sent again and again to any address they type: the interest
 * confirmation (a new request for information each time) and a saved form's link. Only these are
 * capped, each kind counted on its own, so a flood of one can never silence another: the registration
 * and secondary enrollment confirmations (one per record created), and everything staff trigger
 * (orientation, final enrollment, pre-registration, the signed agreement's copy), always go.
 */
export type CappedEmailKind = 'interest' | 'draft-link';

/**
 * The family messages of one record (`kind` and `recordId`) that stay within the cap on e-mails of
 * that kind to one address per hour (EMAIL_CAP_PER_ADDRESS_PER_HOUR), counted in the shared
 * `rateLimits` store so every instance counts the same. The decision is taken once per record and
 * address: a retried job neither counts again nor changes its mind (`wasCapped` reads it). Over the
 * cap the submission has already succeeded; only the mail is held back, and the record shows it with
 * a Resend for staff.
 */
export async function familyMessagesWithinCap(
  kind: CappedEmailKind,
  recordId: string,
  messages: EmailMessage[],
  counters: RateLimitCounters = rateLimits,
): Promise<EmailMessage[]> {
  const cap = config.emailCapPerAddressPerHour;
  const decisions = await Promise.all(
    messages.map((message) => {
      const address = message.to.trim().toLowerCase();
      return counters.decideOnce(decisionKey(kind, recordId, address), DECISION_TTL_SECONDS, async () => {
        const { count } = await counters.hit(`email\n${kind}\n${address}`, HOUR_SECONDS);
        return count <= cap;
      });
    }),
  );
  messages
    .filter((_, index) => !decisions[index])
    .forEach((message) => {
      // The builders run without an invocation context; the host collects console output as traces.
      console.warn(
        JSON.stringify({ event: 'email.capped', kind, recordId, addressId: addressId(message.to), cap }),
      );
    });
  return messages.filter((_, index) => decisions[index]);
}
