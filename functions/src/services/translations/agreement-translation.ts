import {
  type AgreementTranslationInput,
  type AgreementTranslationSetup,
  type CharterScope,
  catalogError,
  type DomainError,
  htmlParagraphs,
} from '@enroll/domain';
import { type Charter, replaceCharter } from '../../data/charters-repository.ts';
import { assertCurrentVersion, withoutSystemFields } from '../../data/system-fields.ts';
import { courseCatalog } from '../catalog/catalog-service.ts';
import { englishSha256Of } from '../lelo/agreement-to-sign.ts';
import { sanitizeTemplateHtml } from '../lelo-templates/sanitize-template-html.ts';
import { scopedCharter } from './scoped-charter.ts';

const CONFLICT = 'agreementTranslation.conflict';

function translationConflict(): DomainError {
  return catalogError('conflict', CONFLICT);
}

function setupOf(charter: Charter, english: string): AgreementTranslationSetup {
  const spanish = charter.masterAgreementTranslations?.es;
  return {
    english,
    spanish: spanish?.html ?? '',
    outdated: spanish !== undefined && spanish.englishSha256 !== englishSha256Of(english),
    updatedAt: spanish?.updatedAt ?? null,
    updatedBy: spanish?.updatedBy ?? null,
  };
}

/** The setup screen's read: the English text as families get it now, and the stored translation. */
export async function readAgreementTranslation(scope: CharterScope, charterId: string) {
  const charter = await scopedCharter(scope, charterId);
  const english = (await courseCatalog().masterAgreementDescription(charter.id)) ?? '';
  return { setup: setupOf(charter, english), etag: charter._etag };
}

/**
 * Stores the Spanish text (sanitized like every staff-written HTML), tied to the English text it
 * translates now, so families get it only while that English text stays the same; a blank text
 * removes it. If-Match required: stale 409, nothing written (the handler requires it: missing 428).
 */
export async function saveAgreementTranslation(
  scope: CharterScope,
  charterId: string,
  etag: string,
  input: AgreementTranslationInput,
  editor: string,
) {
  const charter = await scopedCharter(scope, charterId);
  assertCurrentVersion(charter, etag, translationConflict);
  const english = (await courseCatalog().masterAgreementDescription(charter.id)) ?? '';
  const html = sanitizeTemplateHtml(input.spanish);
  const next: Charter = {
    ...withoutSystemFields(charter),
    masterAgreementTranslations:
      htmlParagraphs(html).length === 0
        ? {}
        : {
            es: {
              html,
              englishSha256: englishSha256Of(english),
              updatedAt: new Date().toISOString(),
              updatedBy: editor,
            },
          },
  };
  const saved = await replaceCharter(next, etag);
  if (!saved) throw translationConflict();
  return { setup: setupOf(saved, english), etag: saved._etag };
}
