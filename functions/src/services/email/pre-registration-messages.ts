import { findLeloRegistration } from '../../data/lelo-registrations-repository.ts';
import { findSession } from '../../data/sessions-repository.ts';
import { config } from '../../platform/config.ts';
import type { EmailMessage } from './email-sender.ts';
import { leloBrandOf } from './lelo-messages.ts';
import { renderPreRegistrationEmail } from './render-pre-registration-email.ts';

/**
 * The pre-registration e-mail to the student's address, if the entry has one and is still waiting to
 * be signed (a job retried after the family signed or staff marked it Inactive sends nothing). Staff
 * choose the address, so the family-address cap of the public forms does not apply.
 */
export async function preRegistrationMessages(leloRegistrationId: string): Promise<EmailMessage[]> {
  const record = await findLeloRegistration(leloRegistrationId);
  if (!record) throw new Error(`Lelo registration ${leloRegistrationId} is not stored (yet)`);
  const to = record.studentEmail.trim().toLowerCase();
  if (record.status !== 'Active' || to === '') return [];
  const [brand, session] = await Promise.all([
    leloBrandOf(record),
    findSession(record.LeloRegistrationProfile),
  ]);
  const appUrl = config.publicUrlOf(brand.key);
  return [{ to, ...renderPreRegistrationEmail({ record, brand, appUrl, sessionNameEs: session?.nameEs }) }];
}
