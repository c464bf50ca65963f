import { type CharterInput, charterSchema } from '@enroll/domain';
import { parseWith } from '../../platform/parse-body.ts';
import {
  charterDocumentOf,
  type CharterDocument as StoredCharterDocument,
} from '../../services/import/reference-documents.ts';
import { brandByKey } from './brands-seed.ts';

/**
 * A `charters` document as the seed writes it (names and numbers are fictional): the stored charter with
 * its master agreement text, no translations yet, and the slug the seed modules refer to it by.
 */
export type CharterDocument = StoredCharterDocument & { key: string };

interface CharterRow {
  key: string;
  brandKey: string;
  name: string;
  abbreviation: string;
  website: string;
  contactNumber: string;
}

const CHARTER_ROWS: readonly CharterRow[] = [
  {
    key: 'sierra-valley',
    brandKey: 'learn4life',
    name: 'Sierra Valley Learning Academy',
    abbreviation: 'SVLA',
    website: 'https://www.learn4life.org/sierra-valley',
    contactNumber: '661-555-0100',
  },
  {
    key: 'pacific-coast',
    brandKey: 'learn4life',
    name: 'Pacific Coast Learning Academy',
    abbreviation: 'PCLA',
    website: 'https://www.learn4life.org/pacific-coast',
    contactNumber: '562-555-0100',
  },
  {
    key: 'golden-state',
    brandKey: 'learn4life',
    name: 'Golden State Learning Academy',
    abbreviation: 'GSLA',
    website: 'https://www.learn4life.org/golden-state',
    contactNumber: '916-555-0100',
  },
  {
    key: 'flex-high',
    brandKey: 'flexhigh',
    name: 'Flex High Charter School',
    abbreviation: 'FHCS',
    website: 'https://www.flexhigh.org',
    contactNumber: '714-555-0100',
  },
  {
    key: 'stanza',
    brandKey: 'stanza',
    name: 'Stanza Academy Charter',
    abbreviation: 'SAC',
    website: 'https://www.stanzaacademy.org',
    contactNumber: '805-555-0100',
  },
  {
    key: 'elev8',
    brandKey: 'elev8',
    name: 'Elev8 Charter Academy',
    abbreviation: 'ECA',
    website: 'https://www.elev8.org',
    contactNumber: '510-555-0100',
  },
  {
    key: 'charter-learning',
    brandKey: 'charter',
    name: 'Charter Learning Centers of California',
    abbreviation: 'CLCC',
    website: 'https://www.charterlearningcenters.org',
    contactNumber: '626-555-0100',
  },
  {
    key: 'holston',
    brandKey: 'holston',
    name: 'Holston Valley Academy',
    abbreviation: 'HVA',
    website: 'https://www.holstonacademy.org',
    contactNumber: '423-555-0100',
  },
  {
    key: 'pbia',
    brandKey: 'pbia',
    name: 'Palm Beach International Academy',
    abbreviation: 'PBIA',
    website: 'https://www.pbia.org',
    contactNumber: '561-555-0100',
  },
];

/** A plain master agreement in the shape the staff editor saves (a heading and paragraphs, no scripts or styles). */
function masterAgreementDescription(charterName: string): string {
  return [
    `<h2>Master Agreement: ${charterName}</h2>`,
    `<p>This Master Agreement for Independent Study / Expanded Learning Courses is made between ${charterName}, the student and the parent or guardian. The student enrolls in the courses listed in the agreement for the dates of the session's school year.</p>`,
    '<p>The student agrees to complete the assigned coursework, to meet with the supervising teacher as scheduled and to turn in work samples for evaluation. Credit is granted only for work completed and evaluated by a certificated teacher.</p>',
    '<p>The parent or guardian agrees to support the student in completing the coursework and to contact the learning center with any question about progress, schedules or materials.</p>',
    `<p>Participation is voluntary. Either party may end this agreement at any time; the student may then return to the classroom-based program of ${charterName} without penalty.</p>`,
  ].join('');
}

/** The demo charters as an import file's rows: what the seed hands to the import's core. */
export const CHARTER_SEED_ROWS: readonly CharterInput[] = CHARTER_ROWS.map((row) => ({
  ...row,
  masterAgreementDescription: masterAgreementDescription(row.name),
}));

export const CHARTER_SEED: readonly CharterDocument[] = CHARTER_SEED_ROWS.map((input) => {
  const row = parseWith(charterSchema, input);
  return { ...charterDocumentOf(row, brandByKey(row.brandKey)), key: row.key };
});

export function charterByKey(key: string): CharterDocument {
  const found = CHARTER_SEED.find((charter) => charter.key === key);
  if (!found) throw new Error(`Unknown charter key in seed data: ${key}`);
  return found;
}
