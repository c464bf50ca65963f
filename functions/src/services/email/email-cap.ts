import { createHash } from 'node:crypto';
import { type RateLimitCounters, rateLimits } from '../../data/rate-limits-repository.ts';
import { config } from '../../platform/config.ts';
import type { EmailMessage } from './email-sender.ts';

const HOUR_SECONDS = 3600;
/** How long the decision for one record's e-mail stays known: longer than any retry of its job. */
const DECISION_TTL_SECONDS = 14 * 24 * 3600;

/** An address as the log may show it: a hash, never the address (no personal data in logs). */
function addressId(address: string): string {
  return createHash('sha256').update(address.trim().toLowerCase()).digest('hex').slice(0, 16);
}

/**
 * The family messages of one record (`kind` and `recordId`) that stay within the cap on e-mails to
 * one address per hour (EMAIL_CAP_PER_ADDRESS_PER_HOUR), counted in the shared `rateLimits` store so
 * every instance counts the same. The family addresses are what a caller of a public form chooses,
 * so they carry the cap; staff notification addresses come from the site's settings and are never
 * passed here. The decision is taken once per record and address: a retried job neither counts again
 * nor changes its mind. Over the cap the submission has already succeeded; only the mail is dropped.
 */
export async function familyMessagesWithinCap(
  kind: string,
  recordId: string,
  messages: EmailMessage[],
  counters: RateLimitCounters = rateLimits,
): Promise<EmailMessage[]> {
  const cap = config.emailCapPerAddressPerHour;
  const decisions = await Promise.all(
    messages.map((message) => {
      const address = message.to.trim().toLowerCase();
      return counters.decideOnce(
        `email\n${kind}\n${recordId}\n${address}`,
        DECISION_TTL_SECONDS,
        async () => {
          const { count } = await counters.hit(`email\n${address}`, HOUR_SECONDS);
          return count <= cap;
        },
      );
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
