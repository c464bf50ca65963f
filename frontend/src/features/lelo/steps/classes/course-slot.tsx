import { courseNameIn, type OfferedCourse } from '@enroll/domain';
import { Field, mergeClasses, Select } from '@fluentui/react-components';
import type { RefCallback } from 'react';
import { useFormFieldStyles } from '../../../../components/form-fields/field-styles.ts';
import { useLanguage } from '../../../../i18n/use-language.tsx';
import { useTranslation } from '../../../../i18n/use-translation.ts';
import { useClassesStyles } from './classes-styles.ts';

export interface CourseSlotProps {
  /** 1-based: the select is 'Course {number}'. */
  number: number;
  /** The picked course id, '' when empty. */
  value: string;
  /** The courses this slot may offer (none picked in another slot). */
  options: readonly OfferedCourse[];
  /** The picked course, for its agreement and credits under the select. */
  picked: OfferedCourse | undefined;
  required: boolean;
  /** The field's error (the first slot carries the courses' error). */
  error?: string;
  /** A refused pick ('Please select Course 1 first …'), announced as an alert. */
  warning?: string;
  selectRef?: RefCallback<HTMLSelectElement>;
  onPick: (courseId: string) => void;
}

/** One course picker: a native select of name and credits, with the picked course's agreement under it. */
export function CourseSlot({
  number,
  value,
  options,
  picked,
  required,
  error,
  warning,
  selectRef,
  onPick,
}: CourseSlotProps) {
  const { t } = useTranslation('leloClasses');
  const { t: tCommon } = useTranslation();
  const fieldStyles = useFormFieldStyles();
  const styles = useClassesStyles();
  const language = useLanguage();
  const message = error ?? warning;
  return (
    <Field
      className={mergeClasses(fieldStyles.field, styles.slot)}
      label={t('course', { number })}
      required={required}
      validationState={error ? 'error' : warning ? 'warning' : 'none'}
      validationMessage={message}
      hint={
        picked ? (
          <span className={styles.agreement}>
            {picked.master_agreement_name !== '' && (
              <span>{t('courseAgreement', { name: picked.master_agreement_name })}</span>
            )}
            <span>{t('credits', { credits: picked.credits })}</span>
          </span>
        ) : undefined
      }
    >
      <Select
        ref={selectRef}
        name={`course${number}`}
        value={value}
        onChange={(_event, data) => onPick(data.value)}
        className={fieldStyles.control}
        select={{ className: error ? fieldStyles.invalid : undefined }}
      >
        <option value="">{tCommon('formFields.selectOne')}</option>
        {options.map((course) => {
          const name = courseNameIn(course, language);
          return (
            <option key={course._id} value={course._id} lang={name.lang}>
              {t('courseOption', { name: name.text, credits: course.credits })}
            </option>
          );
        })}
      </Select>
    </Field>
  );
}
