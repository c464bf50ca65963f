import {
  availableCoursesForSlot,
  type CourseOfferingRecord,
  type CourseSelectionError,
  coursesForGrade,
  type LeloCourse,
  type LeloDraft,
  needsNcaaUnderstanding,
} from '@enroll/domain';
import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useFormField } from '../../../../components/form-fields/form-field.tsx';
import { useTranslation } from '../../../../i18n/use-translation.ts';
import { useClassesStyles } from './classes-styles.ts';
import { pickCourse, slotCountForGrade, slotIds } from './course-picks.ts';
import { CourseSlot } from './course-slot.tsx';

interface RefusedPick {
  slot: number;
  error: CourseSelectionError;
}

function useSelectionMessage(): (error: CourseSelectionError) => string {
  const { t } = useTranslation('validation');
  return (error) =>
    error.key === 'lelo.course.order'
      ? t(error.key, { keySeparator: false, previous: error.previous, next: error.next })
      : t(error.key, { keySeparator: false });
}

/**
 * The course pickers of a grade ('Course 1' … as many as the level's totalCourses), bound to the
 * draft's `courses` in slot order. Mount it again (key) when the grade changes.
 */
export function CoursePickers({
  offering,
  grade,
  includeNcaa,
}: {
  offering: CourseOfferingRecord;
  grade: string;
  /** The offering's includeNCAA is 'Yes'. */
  includeNcaa: boolean;
}) {
  const { t } = useTranslation('leloClasses');
  const styles = useClassesStyles();
  const legendId = useId();
  const selectionMessage = useSelectionMessage();
  const { getValues, setValue } = useFormContext<LeloDraft>();
  const { field, message } = useFormField('courses');
  const [refused, setRefused] = useState<RefusedPick | null>(null);
  const offered = coursesForGrade(offering, grade);

  if (offered.length === 0)
    return (
      <p className={styles.note} role="status">
        {t('noCourses')}
      </p>
    );

  const picked: LeloCourse[] = Array.isArray(field.value) ? field.value : [];
  const count = slotCountForGrade(offering, grade);
  const ids = slotIds(picked, count);

  const onPick = (slot: number, courseId: string) => {
    const result = pickCourse(picked, count, slot, courseId, offered);
    if (!result.ok) {
      setRefused({ slot, error: result.error });
      return;
    }
    setRefused(null);
    field.onChange(result.courses);
    // The notice's answer belongs to the NCAA course it was given for.
    if (!needsNcaaUnderstanding(grade, result.courses, includeNcaa) && getValues('understood1'))
      setValue('understood1', false, { shouldDirty: true });
  };

  return (
    <fieldset className={styles.courses} aria-labelledby={legendId}>
      <legend id={legendId} className={styles.legend}>
        {t('coursesHeading')}
      </legend>
      {ids.map((id, slot) => (
        <CourseSlot
          // biome-ignore lint/suspicious/noArrayIndexKey: a slot is its position.
          key={slot}
          number={slot + 1}
          value={id}
          options={availableCoursesForSlot(offered, ids, slot)}
          picked={offered.find((course) => course._id === id)}
          required={slot === 0}
          error={slot === 0 ? message : undefined}
          warning={refused?.slot === slot ? selectionMessage(refused.error) : undefined}
          selectRef={slot === 0 ? field.ref : undefined}
          onPick={(courseId) => onPick(slot, courseId)}
        />
      ))}
    </fieldset>
  );
}
