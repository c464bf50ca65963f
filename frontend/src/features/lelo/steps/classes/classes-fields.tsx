import {
  type CourseOfferingRecord,
  gradeChoices,
  type LeloDraft,
  levelsWithCourses,
  needsNcaaUnderstanding,
  offeringIncludesNcaa,
} from '@enroll/domain';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectField } from '../../../../components/form-fields/select-field.tsx';
import { TextAreaField } from '../../../../components/form-fields/text-area-field.tsx';
import { useTranslation } from '../../../../i18n/use-translation.ts';
import { useClassesStyles } from './classes-styles.ts';
import { CoursePickers } from './course-pickers.tsx';
import { keepOfferedPicks } from './course-picks.ts';
import { NcaaNotice } from './ncaa-notice.tsx';

export const NOTES_MAX_LENGTH = 1000;

/**
 * The classes step once the offering is known: grade, course pickers, the NCAA notice (grades 9-12, an
 * NCAA-flagged pick, and the offering's includeNCAA 'Yes'), notes.
 */
export function ClassesFields({ offering }: { offering: CourseOfferingRecord }) {
  const { t } = useTranslation('leloClasses');
  const styles = useClassesStyles();
  const { control, getValues, setValue, formState } = useFormContext<LeloDraft>();
  const grade = useWatch({ control, name: 'gradeLevel' });
  const courses = useWatch({ control, name: 'courses' });
  const grades = gradeChoices(levelsWithCourses(offering));
  const includeNcaa = offeringIncludesNcaa(offering);

  // A draft made for another learning center (or an older catalog) keeps only what this one offers, with
  // the offering's NCAA flags (a staff pre-registration's picks carry none, and the notice depends on them);
  // the step's check reads the offering's includeNCAA from the draft.
  useEffect(() => {
    if (getValues('includeNcaa') !== includeNcaa) setValue('includeNcaa', includeNcaa, { shouldDirty: true });
    const storedGrade = getValues('gradeLevel');
    const stored = getValues('courses');
    if (storedGrade !== '' && !gradeChoices(levelsWithCourses(offering)).some((g) => g === storedGrade)) {
      setValue('gradeLevel', '', { shouldDirty: true });
      setValue('courses', [], { shouldDirty: true });
      setValue('understood1', false, { shouldDirty: true });
      return;
    }
    const kept = keepOfferedPicks(stored, offering, storedGrade);
    const same =
      kept.length === stored.length &&
      kept.every((course, index) => course.id === stored[index]?.id && course.ncaa === stored[index]?.ncaa);
    if (!same) setValue('courses', kept, { shouldDirty: true });
  }, [offering, includeNcaa, getValues, setValue]);

  const onGradeChange = () => {
    const validate = formState.isSubmitted;
    setValue('courses', [], { shouldDirty: true, shouldValidate: validate });
    setValue('understood1', false, { shouldDirty: true });
  };

  return (
    <>
      <SelectField
        name="gradeLevel"
        label={t('gradeLevel')}
        options={grades}
        required
        onValueChange={onGradeChange}
      />
      {grade === '' ? (
        <p className={styles.note}>{t('chooseGradeFirst')}</p>
      ) : (
        <CoursePickers key={grade} offering={offering} grade={grade} includeNcaa={includeNcaa} />
      )}
      {needsNcaaUnderstanding(grade, courses, includeNcaa) && <NcaaNotice />}
      <TextAreaField name="notes" label={t('notes')} rows={4} maxLength={NOTES_MAX_LENGTH} />
    </>
  );
}
