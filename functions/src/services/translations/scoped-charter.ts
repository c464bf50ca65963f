import type { HttpRequest } from '@azure/functions';
import { isCharterInScope, isRecordId, notFoundError } from '@enroll/domain';
import { type Charter, readCharter } from '../../data/charters-repository.ts';
import type { WithEtag } from '../../data/system-fields.ts';
import { scopeOf } from '../interest-entries/scoped-interest.ts';

/** The charter a staff request names, with its ETag: unknown and out-of-scope charters are the same 404. */
export async function scopedCharter(request: HttpRequest, charterId: string): Promise<WithEtag<Charter>> {
  const charter = isRecordId(charterId) ? await readCharter(charterId) : null;
  if (!charter || !isCharterInScope(scopeOf(request), charter.id)) throw notFoundError('No such charter.');
  return charter;
}
