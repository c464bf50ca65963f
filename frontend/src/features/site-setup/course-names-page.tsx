import { useParams } from 'react-router-dom';
import { useCourseNames } from './api/get-course-names.ts';
import { CharterTranslationFrame } from './charter-translation-frame.tsx';
import { CourseNamesForm } from './course-names-form.tsx';

/**
 * /course-names/{charterId} (Contributor and up, the charter's staff): the Spanish name of each course
 * of the charter's catalog, shown to Spanish-speaking families. Reached from Learning Center Options.
 */
export function CourseNamesPage() {
  const { charterId = '' } = useParams();
  const query = useCourseNames(charterId);
  return (
    <CharterTranslationFrame section="courseNames" charterId={charterId} query={query}>
      {(loaded, onReload) => <CourseNamesForm charterId={charterId} loaded={loaded} onReload={onReload} />}
    </CharterTranslationFrame>
  );
}
