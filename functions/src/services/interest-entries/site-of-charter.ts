import {
  type CharterScope,
  catalogFieldError,
  type FieldError,
  invalidInput,
  type Site,
} from '@enroll/domain';
import { findSite, toSite } from '../../data/sites-repository.ts';
import { assertCharterAssignable } from '../../platform/charter-scope.ts';

function siteError(code: 'registration.site.invalid' | 'interest.site.notCharter'): FieldError[] {
  return [catalogFieldError('learningCenterId', code)];
}

/**
 * The stored site a staff write names: it must exist (400), belong to `charterId` when one is given
 * (400) and be of a charter in the caller's scope (403). Its fields, not the body's, go into the entry.
 */
export async function siteOfCharter(
  siteId: string,
  charterId: string | null,
  scope: CharterScope,
): Promise<Site> {
  const stored = await findSite(siteId);
  if (!stored) throw invalidInput(siteError('registration.site.invalid'));
  const site = toSite(stored);
  if (charterId !== null && site.charter.id !== charterId) {
    throw invalidInput(siteError('interest.site.notCharter'));
  }
  assertCharterAssignable(scope, site.charter.id);
  return site;
}
