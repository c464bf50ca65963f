import { findLeloRegistration } from '../../data/lelo-registrations-repository.ts';
import { withoutSystemFields } from '../../data/system-fields.ts';
import { findEmailTemplate } from '../../data/templates-repository.ts';
import { config } from '../../platform/config.ts';
import { downloadBuffer } from '../blob-store.ts';
import { SIGNED_AGREEMENTS_CONTAINER } from '../pdf/master-agreement-layout.ts';
import type { EmailMessage } from './email-sender.ts';
import { familyRecipients, leloBrandOf } from './lelo-messages.ts';
import { renderLeloAgreementEmail } from './render-lelo-agreement-email.ts';

/**
 * The family's copy of its signed agreement: the PDF stored at `uploadedUrl` (the file built for the
 * signing, even if staff regenerated another since), attached, to the addresses the Lelo confirmation
 * e-mail goes to. One per signing, so never capped.
 */
export async function leloAgreementMessages(
  leloRegistrationId: string,
  uploadedUrl: string,
): Promise<EmailMessage[]> {
  const stored = await findLeloRegistration(leloRegistrationId);
  if (!stored) throw new Error(`Lelo registration ${leloRegistrationId} is not stored (yet)`);
  const record = withoutSystemFields(stored);
  const prefix = `${SIGNED_AGREEMENTS_CONTAINER}/`;
  if (!uploadedUrl.startsWith(prefix)) throw new Error('The agreement copy names no signed agreement file');
  const blobName = uploadedUrl.slice(prefix.length);
  const fileName = blobName.slice(blobName.lastIndexOf('/') + 1);
  const [pdf, emailTemplate, brand] = await Promise.all([
    downloadBuffer(SIGNED_AGREEMENTS_CONTAINER, blobName),
    findEmailTemplate(record.LeloRegistrationProfile, record.siteId),
    leloBrandOf(record),
  ]);
  const attachments = [
    { name: fileName, contentType: 'application/pdf', contentInBase64: pdf.toString('base64') },
  ];
  return familyRecipients(record, emailTemplate).map(({ to, ...recipient }) => ({
    to,
    ...renderLeloAgreementEmail({
      record,
      fileName,
      brand,
      appUrl: config.publicUrlOf(brand.key),
      recipient,
    }),
    attachments,
  }));
}
