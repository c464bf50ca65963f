import type { SelectedStudent } from './student-match.ts';

/** A label and its text, as the detail screen, the PDF and the Excel row show the chosen SIS match. */
export interface SisMatchLine {
  label: string;
  value: string;
}

/** The section heading of the chosen match on the detail screen and in the PDF. */
export const SIS_MATCH_HEADING = 'SIS Match';

/**
 * What Process Registration recorded about the student-information system: not checked yet (absent),
 * no match found (null), or the student chosen with their local id, name, birth date and charter.
 */
export function sisMatchLines(selected: SelectedStudent | null | undefined): SisMatchLine[] {
  if (selected === undefined) return [{ label: 'SIS Match', value: 'Not checked yet' }];
  if (selected === null) return [{ label: 'SIS Match', value: 'No match found' }];
  return [
    { label: 'SIS Match', value: `Chosen (${selected.match_type})` },
    { label: 'SIS Local ID', value: selected.sis_local_id },
    {
      label: 'SIS Student Name',
      value: `${selected.sis_student_first_name} ${selected.sis_student_last_name}`.trim(),
    },
    { label: 'SIS Birth Date', value: selected.sis_student_dob },
    { label: 'SIS Charter', value: selected.sis_charter },
  ];
}

/** The Excel columns of the chosen match, each line's label; a registration without one leaves them empty. */
export const SIS_MATCH_COLUMN_LABELS = [
  'SIS Match',
  'SIS Local ID',
  'SIS Student Name',
  'SIS Birth Date',
  'SIS Charter',
] as const;
