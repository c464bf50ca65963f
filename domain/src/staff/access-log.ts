/**
 * The access log: the record of disclosures FERPA asks a school to keep. Every staff read of a
 * student's record (a list page, a detail, a signature image, a stored agreement) is one entry: who,
 * when, which records, from which screen. It holds ids only, never the record's personal data.
 * Exports are recorded in the export log.
 */

/** How the records were seen. */
export const ACCESS_KINDS = ['list', 'detail', 'signature', 'agreement'] as const;
export type AccessKind = (typeof ACCESS_KINDS)[number];

/** Which kind of record. */
export const ACCESS_ENTITIES = ['interest', 'registration', 'leloRegistration'] as const;
export type AccessEntity = (typeof ACCESS_ENTITIES)[number];

/** The most record ids one entry holds: a list's largest page. */
export const ACCESS_RECORD_IDS_MAX = 300;

export interface AccessRecord {
  id: string;
  at: string;
  staffEmail: string;
  staffUserId: string | null;
  kind: AccessKind;
  entity: AccessEntity;
  /** The records shown (a list page's rows, or the one record). */
  recordIds: string[];
  /** Their charters: the record's own, or for a list the charters it was limited to ('*' for all). */
  charterIds: string[];
  /** The staff screen, in its own words ('Interest Forms', 'Registration detail'). */
  screen: string;
}

/** The screens, as the access log names them. */
export const ACCESS_SCREENS: Record<AccessEntity, { list: string; detail: string }> = {
  interest: { list: 'Interest Forms', detail: 'Interest detail' },
  registration: { list: 'Registration Forms', detail: 'Registration detail' },
  leloRegistration: { list: 'Secondary Enrollments', detail: 'Secondary enrollment detail' },
};

/** Whether a text names a kind of record in the access log. */
export function isAccessEntity(value: string): value is AccessEntity {
  return (ACCESS_ENTITIES as readonly string[]).includes(value);
}
