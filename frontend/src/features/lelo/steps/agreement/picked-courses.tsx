import { coursesForGrade } from '@enroll/domain';
import { useId } from 'react';
import { useCourseOffering } from '../../../../api/lelo/get-course-offering.ts';
import { useTranslation } from '../../../../i18n/use-translation.ts';
import { useLeloWizard } from '../../lelo-wizard-context.tsx';
import { useAgreementStyles } from './agreement-styles.ts';

/** The courses picked in step 6, with their credits once the (cached) offering is known. */
export function PickedCourses() {
  const { t } = useTranslation('leloAgreement');
  const styles = useAgreementStyles();
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
          const credits = offered.find((candidate) => candidate._id === course.id)?.credits;
          return (
            <li key={course.id}>
              {credits ? t('courseCredits', { name: course.course_name, credits }) : course.course_name}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
