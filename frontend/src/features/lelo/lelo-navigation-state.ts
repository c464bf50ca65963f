import type { LeloDraft } from '@enroll/domain';

/**
 * What each move of the wizard carries in the history entry (spec section 2: permalink, _uuid,
 * relationship, _id, profile), so the step addresses, which name no session, know theirs. The same
 * is in the sessionStorage draft, which wins for the fields (the state is what the entry had then).
 */
export interface LeloNavigationState {
  permalink: string;
  /** The pre-registration's uuid, null on a new entry. */
  _uuid: string | null;
  relationship: string;
  /** The entry's id once known (only after submitting); null in the wizard. */
  _id: string | null;
  /** The session id (LeloRegistrationProfile). */
  profile: string;
}

export function navigationState(
  key: { permalink: string; uuid: string | null },
  draft: Pick<LeloDraft, 'pgRelationshipToStudent'>,
  sessionId: string,
): LeloNavigationState {
  return {
    permalink: key.permalink,
    _uuid: key.uuid,
    relationship: draft.pgRelationshipToStudent,
    _id: null,
    profile: sessionId,
  };
}

/** The history entry's state when it is the wizard's; null otherwise. */
export function readNavigationState(state: unknown): LeloNavigationState | null {
  if (typeof state !== 'object' || state === null) return null;
  const permalink: unknown = Reflect.get(state, 'permalink');
  if (typeof permalink !== 'string' || permalink === '') return null;
  const text = (field: string) => {
    const value: unknown = Reflect.get(state, field);
    return typeof value === 'string' && value !== '' ? value : null;
  };
  return {
    permalink,
    _uuid: text('_uuid'),
    relationship: text('relationship') ?? '',
    _id: text('_id'),
    profile: text('profile') ?? '',
  };
}
