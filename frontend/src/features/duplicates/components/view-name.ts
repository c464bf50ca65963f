import type { DuplicateRecordView } from '@enroll/domain';
import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { studentName } from '../duplicate-records.ts';

/** A side-by-side record's student name, 'No name' when neither name is known. */
export function useViewName(): (record: Pick<DuplicateRecordView, 'fields'>) => string {
  const { t } = useTranslation('duplicates');
  return useCallback(
    (record) => studentName(record.fields.studentFirstName, record.fields.studentLastName) || t('noName'),
    [t],
  );
}
