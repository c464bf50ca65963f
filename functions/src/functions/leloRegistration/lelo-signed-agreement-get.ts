import { Readable } from 'node:stream';
import type { HttpRequest, InvocationContext } from '@azure/functions';
import { catalogError, type DomainError } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { fileResponse } from '../../platform/file-response.ts';
import { callerScopeOf, routeParam } from '../../platform/request-values.ts';
import { staffIdentityOf } from '../../platform/staff-identity.ts';
import { recordDisclosure } from '../../services/audit/record-disclosure.ts';
import { downloadStoredBlob } from '../../services/blob-store.ts';
import { safeFileName } from '../../services/export/file-name.ts';
import { LELO_EXPORT_SCREEN } from '../../services/export/lelo-screen.ts';
import {
  CONTENT_TYPES,
  recordExport,
  recordedExport,
  recordSubject,
} from '../../services/export/recorded-export.ts';
import { readScopedLeloEntry } from '../../services/lelo-staff/scoped-lelo.ts';

const EXPORT_TYPE = 'signed_agreement LeloPdf';

function agreementMissing(): DomainError {
  return catalogError('notFound', 'leloExport.agreementMissing');
}

function isBlobMissing(error: unknown): boolean {
  return (error as { statusCode?: number } | null)?.statusCode === 404;
}

/**
 * GET /api/leloRegistration/staff/{id}/signed-agreement (Export Signed Agreement): the entry's
 * stored signed agreement PDF under its stored name, for every staff level. No stored PDF (not signed
 * yet, the agreement job not done, or its blob gone): 404 'leloExport.agreementMissing'. Another
 * charter's entry is the same 404 as an unknown id. Recorded as 'signed_agreement LeloPdf'.
 */
export async function getLeloSignedAgreement(request: HttpRequest, context: InvocationContext) {
  const scope = callerScopeOf(request);
  const entry = await readScopedLeloEntry(scope, routeParam(request));
  if (!entry.uploadedUrl) throw agreementMissing();
  const fileName = safeFileName(entry.fileName || `${entry.firstName}${entry.lastName}_Agreement.pdf`);
  const fields = {
    fileName,
    screen: LELO_EXPORT_SCREEN,
    exportType: EXPORT_TYPE,
    subject: recordSubject('leloRegistration', entry),
  } as const;
  let pdf: Buffer;
  try {
    pdf = await downloadStoredBlob(entry.uploadedUrl);
  } catch (error) {
    if (isBlobMissing(error)) throw agreementMissing();
    await recordExport(staffIdentityOf(request), context, fields, 'failed', 0);
    throw error;
  }
  recordDisclosure(staffIdentityOf(request), context, {
    kind: 'agreement',
    entity: 'leloRegistration',
    records: [entry],
  });
  return fileResponse(
    recordedExport({
      ...fields,
      staff: staffIdentityOf(request),
      context,
      body: Readable.from([pdf]),
      contentType: CONTENT_TYPES.pdf,
      recordCount: 1,
    }),
  );
}

registerHttp('lelo-signed-agreement-get', {
  route: 'leloRegistration/staff/{id}/signed-agreement',
  methods: ['GET'],
  access: 'staff',
  handler: getLeloSignedAgreement,
});
