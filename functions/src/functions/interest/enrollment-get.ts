import type { HttpRequest, InvocationContext } from '@azure/functions';
import { registerHttp } from '../../app/registry.ts';
import { recordDisclosure } from '../../services/audit/record-disclosure.ts';
import { interestResponse, readScopedInterest } from '../../services/interest-entries/scoped-interest.ts';

/**
 * GET /api/enrollment/{id}: one interest entry (without Cosmos system fields and list keys) with its
 * ETag for a later If-Match. An unknown id and another charter's entry are the same 404. The literal
 * routes (enrollment/public, enrollment/export, enrollment/status/{id}) are more specific and win.
 */
export async function getInterest(request: HttpRequest, context: InvocationContext) {
  const entry = await readScopedInterest(request, request.params.id ?? '');
  recordDisclosure(request, context, { kind: 'detail', entity: 'interest', records: [entry] });
  return interestResponse(entry);
}

registerHttp('enrollment-get', {
  route: 'enrollment/{id}',
  methods: ['GET'],
  access: 'staff',
  handler: getInterest,
});
