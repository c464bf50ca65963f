import type { HttpRequest } from '@azure/functions';
import {
  type AgreementTranslationInput,
  type AgreementTranslationSetup,
  catalogError,
  type DomainError,
  htmlParagraphs,
} from '@enroll/domain';
import { type Charter, replaceCharter } from '../../data/charters-repository.ts';
import { withoutSystemFields } from '../../data/system-fields.ts';
import { courseCatalog } from '../catalog/catalog-service.ts';
import { assertCurrentVersion, requiredIfMatch } from '../interest-entries/scoped-interest.ts';
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
export async function readAgreementTranslation(request: HttpRequest, charterId: string) {
  const charter = await scopedCharter(request, charterId);
  const english = (await courseCatalog().masterAgreementDescription(charter.id)) ?? '';
  return { setup: setupOf(charter, english), etag: charter._etag };
}

/**
 * Stores the Spanish text (sanitized like every staff-written HTML), tied to the English text it
 * translates now, so families get it only while that English text stays the same; a blank text
 * removes it. If-Match required: missing 428, stale 409, nothing written.
 */
export async function saveAgreementTranslation(
  request: HttpRequest,
  charterId: string,
  input: AgreementTranslationInput,
  editor: string,
) {
  const etag = requiredIfMatch(request, 'agreementTranslation.ifMatch.required');
  const charter = await scopedCharter(request, charterId);
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
