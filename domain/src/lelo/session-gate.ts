import type { ValidationMessageKey } from '../messages/en.ts';
import { parseIsoDate } from '../shared/birth-date.ts';

export const SESSION_STATUSES = ['Active', 'Inactive'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

export interface SessionWindow {
  status: SessionStatus;
  /** YYYY-MM-DD, the first day of enrollment. */
  enrollmentStart: string;
  /** YYYY-MM-DD, the last day of enrollment (open through that whole day). */
  enrollmentEnd: string;
}

export type SessionClosedReason = 'inactive' | 'notYetOpen' | 'expired';
export type SessionGate = { open: true } | { open: false; reason: SessionClosedReason; opensOn?: string };

/** The calendar-date part of a stored date ('2026-09-01' or '2026-09-01T00:00:00.000Z'). */
function dayOf(value: string): string | null {
  const day = value.slice(0, 10);
  return parseIsoDate(day) ? day : null;
}

/**
 * Whether the public Lelo pages of a session take registrations on `today` (YYYY-MM-DD): closed when
 * Inactive, before enrollmentStart ('Enrollment Opening Soon' with the date) or after enrollmentEnd, the
 * end day itself still open ('Session Expired'). An unreadable date closes the session as expired.
 */
export function sessionGate(session: SessionWindow, today: string): SessionGate {
  if (session.status !== 'Active') return { open: false, reason: 'inactive' };
  const start = dayOf(session.enrollmentStart);
  const end = dayOf(session.enrollmentEnd);
  const day = dayOf(today);
  if (!start || !end || !day) return { open: false, reason: 'expired' };
  // YYYY-MM-DD strings order like the dates they name.
  if (day < start) return { open: false, reason: 'notYetOpen', opensOn: start };
  if (day > end) return { open: false, reason: 'expired' };
  return { open: true };
}

/** Where a session's enrollment stands on a day, as staff lists show it. */
export type SessionEnrollmentState = 'open' | 'openingSoon' | 'closed' | 'inactive';

export function sessionEnrollmentState(session: SessionWindow, today: string): SessionEnrollmentState {
  const gate = sessionGate(session, today);
  if (gate.open) return 'open';
  if (gate.reason === 'notYetOpen') return 'openingSoon';
  return gate.reason === 'inactive' ? 'inactive' : 'closed';
}

/** The heading of the /sessionExpired page for a closed session. */
export function sessionClosedTitleKey(reason: SessionClosedReason): ValidationMessageKey {
  return reason === 'notYetOpen' ? 'session.openingSoon' : 'session.expired';
}
