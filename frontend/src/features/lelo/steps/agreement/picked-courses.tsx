import { courseNameIn, coursesForGrade } from '@enroll/domain';
import { useId } from 'react';
import { useCourseOffering } from '../../../../api/lelo/get-course-offering.ts';
import { useLanguage } from '../../../../i18n/use-language.tsx';
import { useTranslation } from '../../../../i18n/use-translation.ts';
import { useLeloWizard } from '../../lelo-wizard-context.tsx';
import { useAgreementStyles } from './agreement-styles.ts';

/** The courses picked in step 6 in the family's language, with their credits once the (cached) offering is known. */
export function PickedCourses() {
  const { t } = useTranslation('leloAgreement');
  const styles = useAgreementStyles();
  const language = useLanguage();
  const headingId = useId();
  const { draft, session } = useLeloWizard();
  const offering = useCourseOffering(draft.siteId, draft.charter_id, session._id);
  if (draft.courses.length === 0) return null;
  const offered = offering.data ? coursesForGrade(offering.data, draft.gradeLevel) : [];
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('coursesHeading')}
      </h2>
      <ul className={styles.courses}>
        {draft.courses.map((course) => {
          const known = offered.find((candidate) => candidate._id === course.id);
          const name = courseNameIn(known ?? course, language);
          return (
            <li key={course.id}>
              <span lang={name.lang}>{name.text}</span>
              {known?.credits ? ` ${t('creditsNote', { credits: known.credits })}` : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
