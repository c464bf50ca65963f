import { createHash } from 'node:crypto';
import { isRestError } from '@azure/storage-blob';
import { FAMILY_LANGUAGES, type FamilyLanguage } from '@enroll/domain';
import {
  AGREEMENT_TEMPLATES_CONTAINER,
  MASTER_AGREEMENT_TEMPLATE_BLOBS,
} from '../../services/pdf/master-agreement-layout.ts';
import { buildMasterAgreementTemplate } from '../../services/pdf/master-agreement-template.ts';
import { blobServiceClient } from '../../services/storage-clients.ts';

async function storedMd5(blob: { getProperties(): Promise<{ contentMD5?: Uint8Array }> }) {
  try {
    return (await blob.getProperties()).contentMD5;
  } catch (error) {
    if (isRestError(error) && error.statusCode === 404) return undefined;
    throw error;
  }
}

/**
 * Puts the plain master-agreement template of each family language at
 * `agreement-templates/master-agreement.pdf` (English) and `master-agreement-es.pdf` (Spanish), unless
 * the stored blob already has the same bytes (the template is built deterministically, so comparing
 * the MD5 is enough and a restart uploads nothing).
 */
export async function seedMasterAgreementTemplate(): Promise<'uploaded' | 'unchanged'> {
  let result: 'uploaded' | 'unchanged' = 'unchanged';
  // One after the other: both create the container if it is missing.
  for (const language of FAMILY_LANGUAGES)
    if ((await seedTemplateOf(language)) === 'uploaded') result = 'uploaded';
  return result;
}

async function seedTemplateOf(language: FamilyLanguage): Promise<'uploaded' | 'unchanged'> {
  const content = await buildMasterAgreementTemplate(language);
  const md5 = createHash('md5').update(content).digest();
  const container = blobServiceClient().getContainerClient(AGREEMENT_TEMPLATES_CONTAINER);
  await container.createIfNotExists();
  const blob = container.getBlockBlobClient(MASTER_AGREEMENT_TEMPLATE_BLOBS[language]);
  const stored = await storedMd5(blob);
  if (stored && Buffer.from(stored).equals(md5)) return 'unchanged';
  await blob.uploadData(content, {
    blobHTTPHeaders: { blobContentType: 'application/pdf', blobContentMD5: md5 },
  });
  return 'uploaded';
}
