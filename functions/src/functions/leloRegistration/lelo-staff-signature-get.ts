import type { HttpRequest, InvocationContext } from '@azure/functions';
import { LELO_SIGNATURE_SIGNERS, type LeloSignatureSigner, notFoundError } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { logInfo } from '../../platform/log.ts';
import { callerScopeOf, routeParam } from '../../platform/request-values.ts';
import { staffIdentityOf } from '../../platform/staff-identity.ts';
import { recordDisclosure } from '../../services/audit/record-disclosure.ts';
import { readScopedLeloEntry, signaturePng } from '../../services/lelo-staff/scoped-lelo.ts';

function isSigner(value: string): value is LeloSignatureSigner {
  return (LELO_SIGNATURE_SIGNERS as readonly string[]).includes(value);
}

/**
 * GET /api/leloRegistration/staff/{id}/signature/{student|parent}: the signature image (PNG) for the
 * detail's Agreement section. The images stay in a private container: they reach signed-in staff of
 * the entry's charter only through this read (anonymous 401 at the pipeline, another charter 404),
 * never as a blob URL, and are not cached by shared caches.
 */
export async function getLeloStaffSignature(request: HttpRequest, context: InvocationContext) {
  const signer = routeParam(request, 'signer');
  if (!isSigner(signer)) throw notFoundError('This entry has no such signature.');
  const entry = await readScopedLeloEntry(callerScopeOf(request), routeParam(request));
  const png = await signaturePng(entry, signer);
  logInfo(context, 'lelo.signature.read', { leloId: entry.id, signer });
  recordDisclosure(staffIdentityOf(request), context, {
    kind: 'signature',
    entity: 'leloRegistration',
    records: [entry],
  });
  return {
    status: 200,
    body: png,
    headers: {
      'Content-Type': 'image/png',
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  };
}

registerHttp('lelo-staff-signature-get', {
  route: 'leloRegistration/staff/{id}/signature/{signer}',
  methods: ['GET'],
  access: 'staff',
  handler: getLeloStaffSignature,
});
