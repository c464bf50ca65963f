import {
  COMPARED_FIELDS,
  type ComparedField,
  type DuplicateMerge,
  type DuplicateRecordView,
  type DuplicateSetResponse,
  type DuplicatesResponse,
} from '@enroll/domain';

/** A side-by-side record of the Sierra Valley charter, its fields '' unless given. */
export function recordView(
  kind: DuplicateRecordView['kind'],
  id: string,
  fields: Partial<Record<ComparedField, string>>,
): DuplicateRecordView {
  const empty = Object.fromEntries(COMPARED_FIELDS.map((field) => [field, ''])) as Record<
    ComparedField,
    string
  >;
  return {
    kind,
    id,
    charterId: 'charter-sierra-valley',
    version: `"etag-${id}"`,
    fields: { ...empty, ...fields },
  };
}

const ANA = { studentLastName: 'Lopez', birthDate: '2011-05-01', parentEmail: 'maria@example.com' };

/** Two interests of one student, the first name typed in other capitals. */
export const TWO_INTERESTS = [
  recordView('interest', 'i1', { ...ANA, studentFirstName: 'Ana', submittedAt: '2026-12-01T17:00:00.000Z' }),
  recordView('interest', 'i2', { ...ANA, studentFirstName: 'ANA', submittedAt: '2026-12-02T17:00:00.000Z' }),
];

/** GET /api/duplicates/interest/i1: the set of the two interests. */
export const SET_RESPONSE: DuplicateSetResponse = {
  set: {
    id: 'interest:i1',
    charterId: 'charter-sierra-valley',
    records: TWO_INTERESTS.map(({ kind, id }) => ({ kind, id })),
    pairs: [{ a: { kind: 'interest', id: 'i1' }, b: { kind: 'interest', id: 'i2' }, rule: 'strong' }],
  },
  records: TWO_INTERESTS,
  links: [],
};

/** GET /api/duplicates: that set, one of another charter, and a sibling link. */
export const LIST_RESPONSE: DuplicatesResponse = {
  sets: [
    SET_RESPONSE.set as NonNullable<DuplicateSetResponse['set']>,
    {
      id: 'lelo:l1',
      charterId: 'charter-other',
      records: [
        { kind: 'lelo', id: 'l1' },
        { kind: 'registration', id: 'r1' },
      ],
      pairs: [{ a: { kind: 'lelo', id: 'l1' }, b: { kind: 'registration', id: 'r1' }, rule: 'likely-typo' }],
    },
  ],
  links: [
    {
      charterId: 'charter-sierra-valley',
      a: { kind: 'interest', id: 'i1' },
      b: { kind: 'registration', id: 'r9' },
      rule: 'sibling',
    },
  ],
  names: [
    {
      kind: 'interest',
      id: 'i1',
      studentFirstName: 'Ana',
      studentLastName: 'Lopez',
      birthDate: '2011-05-01',
    },
    {
      kind: 'interest',
      id: 'i2',
      studentFirstName: 'ANA',
      studentLastName: 'Lopez',
      birthDate: '2011-05-01',
    },
    { kind: 'lelo', id: 'l1', studentFirstName: 'Jon', studentLastName: 'Reyes', birthDate: '' },
    {
      kind: 'registration',
      id: 'r1',
      studentFirstName: 'John',
      studentLastName: 'Reyes',
      birthDate: '2010-02-03',
    },
    {
      kind: 'registration',
      id: 'r9',
      studentFirstName: 'Luis',
      studentLastName: 'Lopez',
      birthDate: '2013-09-09',
    },
  ],
};

/** A merge that can be undone: i1 kept (the list names it), gone-1 merged into it (named by the merge only). */
export const MERGE: DuplicateMerge = {
  id: 'm1',
  charterId: 'charter-sierra-valley',
  survivor: { kind: 'interest', id: 'i1' },
  merged: [{ kind: 'interest', id: 'gone-1' }],
  survivorBefore: { studentFirstName: 'Ana' },
  survivorAfter: { studentFirstName: 'ANA' },
  names: [
    {
      kind: 'interest',
      id: 'i1',
      studentFirstName: 'ANA',
      studentLastName: 'Lopez',
      birthDate: '2011-04-05',
    },
    {
      kind: 'interest',
      id: 'gone-1',
      studentFirstName: 'Ana',
      studentLastName: 'Lopes',
      birthDate: '2011-04-05',
    },
  ],
  by: 'admin@sierra.example',
  at: '2026-12-03T17:00:00.000Z',
  state: 'merged',
  undone: null,
};
