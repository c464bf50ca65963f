import { type CharterScope, isCharterInScope, isRecordId, notFoundError } from '@enroll/domain';
import { type Charter, readCharter } from '../../data/charters-repository.ts';
import type { WithEtag } from '../../data/system-fields.ts';

/** The charter of this id within the caller's scope, with its ETag: unknown and out-of-scope are the same notFound. */
export async function scopedCharter(scope: CharterScope, charterId: string): Promise<WithEtag<Charter>> {
  const charter = isRecordId(charterId) ? await readCharter(charterId) : null;
  if (!charter || !isCharterInScope(scope, charter.id)) throw notFoundError('No such charter.');
  return charter;
}
