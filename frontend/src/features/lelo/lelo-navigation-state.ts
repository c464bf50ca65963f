import type { LeloConfirmation, LeloDraft } from '@enroll/domain';
import { readTabJson, writeTabJson } from '../../lib/tab-storage.ts';
import { loadLeloConfirmation } from './lelo-storage.ts';

/**
 * What each move of the wizard carries in the history entry (permalink, _uuid,
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
  /**
   * Which filling of the form the entry belongs to (the draft's idempotency key: one per draft, kept
   * over reloads, new after a submit), so an entry of a form already sent shows its confirmation.
   */
  attempt: string | null;
  /** The level the move came from (a forward move only; see components/wizard/wizard-history.ts). */
  wizardFrom?: number;
}

export function navigationState(
  key: { permalink: string; uuid: string | null },
  draft: Pick<LeloDraft, 'pgRelationshipToStudent'>,
  sessionId: string,
  attempt: string,
): LeloNavigationState {
  return {
    permalink: key.permalink,
    _uuid: key.uuid,
    relationship: draft.pgRelationshipToStudent,
    _id: null,
    profile: sessionId,
    attempt,
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
    attempt: text('attempt'),
  };
}

/*
 * The forms sent from this tab, by attempt, with their confirmations: the browser's Back from
 * /response-lelo returns to the wizard's entries, whose draft is gone; they show the confirmation
 * again instead of an empty step 1 ('Something went wrong'). sessionStorage, like the draft: it ends
 * with the tab. The last few are kept (a family may enrol several students one after the other).
 */
const SUBMITTED_KEY = 'lelo-wizard:submitted';
const SUBMITTED_KEPT = 5;

interface SubmittedAttempt {
  attempt: string;
  confirmation: LeloConfirmation;
}

function readSubmitted(): SubmittedAttempt[] {
  const parsed = readTabJson(SUBMITTED_KEY);
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const attempt: unknown = Reflect.get(item, 'attempt');
    const confirmation = loadLeloConfirmation(Reflect.get(item, 'confirmation'));
    return typeof attempt === 'string' && confirmation ? [{ attempt, confirmation }] : [];
  });
}

/** Records that `attempt` was sent, with what its confirmation shows. */
export function rememberSubmitted(attempt: string, confirmation: LeloConfirmation): void {
  const kept = readSubmitted().filter((item) => item.attempt !== attempt);
  // Storage full or blocked: Back then finds no draft, as before.
  writeTabJson(SUBMITTED_KEY, [...kept, { attempt, confirmation }].slice(-SUBMITTED_KEPT));
}

/** The confirmation of the form the history entry belongs to when it was sent already; null otherwise. */
export function submittedConfirmation(state: unknown): LeloConfirmation | null {
  const attempt = readNavigationState(state)?.attempt;
  if (!attempt) return null;
  return readSubmitted().find((item) => item.attempt === attempt)?.confirmation ?? null;
}
