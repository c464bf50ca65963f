import { type DuplicateRecordName, type RecordRef, refKey, usDate } from '@enroll/domain';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { studentName } from '../duplicate-records.ts';

/** How the list names a record: the student, the birth date and the kind. */
export interface RecordNaming {
  name: (ref: RecordRef) => string;
  birthDate: (ref: RecordRef) => string;
  kind: (ref: RecordRef) => string;
  /** The student's name and the kind when the name is known, else the kind and id (a merged record leaves the list's names). */
  label: (ref: RecordRef) => string;
}

/** The records' names of GET /api/duplicates, looked up by record; a record it does not name is 'No name'. */
export function useRecordNaming(names: readonly DuplicateRecordName[]): RecordNaming {
  const { t } = useTranslation('duplicates');
  return useMemo(() => {
    const byKey = new Map(names.map((name) => [refKey(name), name]));
    const knownName = (ref: RecordRef) => {
      const known = byKey.get(refKey(ref));
      return known ? studentName(known.studentFirstName, known.studentLastName) : '';
    };
    return {
      name: (ref) => knownName(ref) || t('noName'),
      label: (ref) => {
        const name = knownName(ref);
        const kind = t(`kinds.${ref.kind}`);
        return name ? `${name} (${kind})` : `${kind} ${ref.id}`;
      },
      birthDate: (ref) => usDate(byKey.get(refKey(ref))?.birthDate) || t('noBirthDate'),
      kind: (ref) => t(`kinds.${ref.kind}`),
    };
  }, [names, t]);
}
