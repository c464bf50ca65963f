import {
  DUPLICATE_RULES,
  type DuplicateRule,
  type DuplicateSubject,
  duplicateKeysOf,
  duplicateRuleOf,
  duplicateSubjectOfInterest,
  duplicateSubjectOfLelo,
  duplicateSubjectOfRegistration,
  matchedFieldsFingerprint,
  pairKey,
  type RecordRef,
  refKey,
} from '@enroll/domain';
import {
  deleteFlag,
  deleteSubject,
  flagsOf,
  type StoredDuplicateFlag,
  type StoredDuplicateSubject,
  subjectDocumentsOf,
  subjectsById,
  subjectsSharingKeys,
  upsertFlag,
  upsertSubject,
} from '../../data/duplicates-repository.ts';
import { findDuplicateRecord } from './duplicate-records.ts';

/** What one check changed: flags made or changed, flags removed (the pair no longer matches). */
export interface DuplicateCheckOutcome {
  flagged: number;
  cleared: number;
  /** Matches left unflagged beyond MAX_FLAGS_PER_RECORD. */
  capped: number;
}

/**
 * At most this many flags per record, the strongest first: no family has more records than that, and a
 * shared placeholder (a front desk's phone given for many families) would otherwise link hundreds.
 */
export const MAX_FLAGS_PER_RECORD = 20;

/** A record as duplicate detection sees it: its subject, and the records it is linked with by design. */
interface CurrentRecord {
  subject: DuplicateSubject;
  linked: string[];
}

/** The record as stored now; null when it is gone, or merged into another (it is then compared as that one). */
async function currentRecord(ref: RecordRef): Promise<CurrentRecord | null> {
  const found = await findDuplicateRecord(ref);
  const stored = found?.record.mergedInto ? null : found;
  switch (stored?.kind) {
    case undefined:
      return null;
    case 'interest': {
      const { record } = stored;
      const linked = record.registrationId
        ? [refKey({ kind: 'registration', id: record.registrationId })]
        : [];
      return { subject: duplicateSubjectOfInterest(record), linked };
    }
    case 'registration': {
      const { record } = stored;
      const linked = record.interestId ? [refKey({ kind: 'interest', id: record.interestId })] : [];
      return { subject: duplicateSubjectOfRegistration(record), linked };
    }
    case 'lelo':
      return { subject: duplicateSubjectOfLelo(stored.record), linked: [] };
  }
}

/** Whether two records are linked by design (the registration made from an interest): never duplicates. */
function linkedByDesign(
  a: Pick<StoredDuplicateSubject, 'id' | 'linked'>,
  b: Pick<StoredDuplicateSubject, 'id' | 'linked'>,
) {
  return (a.linked ?? []).includes(b.id) || (b.linked ?? []).includes(a.id);
}

/** Forgets a record in one charter: its subject and every flag naming it. */
async function forget(document: Pick<StoredDuplicateSubject, 'id' | 'charterId'>, ref: RecordRef) {
  const flags = await flagsOf(document.charterId, ref);
  await Promise.all(flags.map(deleteFlag));
  await deleteSubject(document);
  return flags.length;
}

/** The other record of a flag. */
function otherOf(flag: StoredDuplicateFlag, ref: RecordRef): RecordRef {
  return refKey(flag.a) === refKey(ref) ? flag.b : flag.a;
}

/**
 * Brings the duplicate flags of one record up to date with the record as stored: after any write of
 * an interest, a registration or a secondary enrollment (and again on a retry, to the same result).
 * Its subject and lookup keys are stored in its charter; every record of the charter sharing a key,
 * and every record it was flagged with, is compared by the domain's rules. A matching pair is flagged
 * with its strongest rule (an interest and the registration made from it are linked by design, never
 * flagged); a pair a coordinator marked 'Not duplicates' keeps that answer while the fields its rule
 * compared stay the same; a pair that no longer matches loses its flag. A record that
 * is gone, moved to another charter or has nothing to compare is forgotten where it was.
 */
export async function checkDuplicates(ref: RecordRef, now = new Date()): Promise<DuplicateCheckOutcome> {
  const id = refKey(ref);
  const [current, previous] = await Promise.all([currentRecord(ref), subjectDocumentsOf(id)]);
  const subject = current?.subject ?? null;
  const keys = subject ? duplicateKeysOf(subject) : [];
  const charterId = subject?.charterId ?? '';
  let cleared = 0;
  for (const document of previous) {
    if (document.charterId !== charterId || keys.length === 0) cleared += await forget(document, ref);
  }
  if (!subject || charterId === '' || keys.length === 0) return { flagged: 0, cleared, capped: 0 };

  const self = { id, charterId, subject, keys, linked: current?.linked ?? [], updatedAt: now.toISOString() };
  await upsertSubject(self);
  const [candidates, flags] = await Promise.all([
    subjectsSharingKeys(charterId, keys),
    flagsOf(charterId, ref),
  ]);
  const known = new Map(candidates.map((candidate) => [candidate.id, candidate]));
  const missing = flags.map((flag) => refKey(otherOf(flag, ref))).filter((key) => !known.has(key));
  for (const other of await subjectsById(charterId, missing)) known.set(other.id, other);
  known.delete(id);

  const matches = [...known.values()]
    .map((other) => ({
      other,
      rule: linkedByDesign(self, other) ? null : duplicateRuleOf(subject, other.subject),
    }))
    .filter((match): match is { other: StoredDuplicateSubject; rule: DuplicateRule } => match.rule !== null)
    .sort(
      (x, y) =>
        DUPLICATE_RULES.indexOf(x.rule) - DUPLICATE_RULES.indexOf(y.rule) ||
        (x.other.id < y.other.id ? -1 : 1),
    );
  const kept = matches.slice(0, MAX_FLAGS_PER_RECORD);
  const existing = new Map(flags.map((flag) => [flag.id, flag]));
  let flagged = 0;
  for (const { other, rule } of kept) {
    const pair = pairKey(ref, other.subject);
    const before = existing.get(pair);
    existing.delete(pair);
    const fingerprint = matchedFieldsFingerprint(subject, other.subject, rule);
    if (before && before.rule === rule && before.fingerprint === fingerprint) continue;
    const [a, b] = [ref, { kind: other.subject.kind, id: other.subject.id }].sort((x, y) =>
      refKey(x) < refKey(y) ? -1 : 1,
    ) as [RecordRef, RecordRef];
    await upsertFlag({
      id: pair,
      charterId,
      a,
      b,
      rule,
      fingerprint,
      // A decision holds for the fields it was made on: a changed rule or field asks again.
      decision: null,
      flaggedAt: before?.flaggedAt ?? now.toISOString(),
      updatedAt: now.toISOString(),
    });
    flagged += 1;
  }
  // Flags of pairs that no longer match, are beyond the cap, or whose other record was forgotten.
  for (const stale of existing.values()) {
    await deleteFlag(stale);
    cleared += 1;
  }
  return { flagged, cleared, capped: matches.length - kept.length };
}
