import { createHash } from 'node:crypto';
import {
  type AgreementToSign,
  agreementSignedText,
  agreementToSign,
  type FamilyLanguage,
  htmlParagraphs,
} from '@enroll/domain';
import { findCharter } from '../../data/charters-repository.ts';
import { courseCatalog } from '../catalog/catalog-service.ts';

/** SHA-256 (lower-case hex) of a text as UTF-8: the same digest the browser takes with Web Crypto. */
export function sha256OfText(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** The agreement a family signs, with the paragraphs it is shown as and the digest of their text. */
export interface AgreementForFamily extends AgreementToSign {
  paragraphs: string[];
  /** `agreementSignedText(paragraphs)`: what the signing record's SHA-256 is of, stored with the signatures. */
  text: string;
  sha256: string;
}

/** The digest a translation is tied to: that of the English text's paragraphs. */
export function englishSha256Of(englishHtml: string): string {
  return sha256OfText(agreementSignedText(htmlParagraphs(englishHtml)));
}

/**
 * The charter's agreement in the family's language (`agreementToSign`): the English text as the
 * course catalog serves it now, or the school's current translation.
 */
export async function agreementForFamily(
  charterId: string,
  language: FamilyLanguage,
): Promise<AgreementForFamily> {
  const [english, charter] = await Promise.all([
    courseCatalog().masterAgreementDescription(charterId),
    language === 'en' ? null : findCharter(charterId),
  ]);
  const englishHtml = english ?? '';
  const translation = language === 'en' ? null : charter?.masterAgreementTranslations?.[language];
  const chosen = agreementToSign(englishHtml, englishSha256Of(englishHtml), translation, language);
  const paragraphs = htmlParagraphs(chosen.html);
  const text = agreementSignedText(paragraphs);
  return { ...chosen, paragraphs, text, sha256: sha256OfText(text) };
}
