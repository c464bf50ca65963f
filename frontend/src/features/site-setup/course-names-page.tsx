import { useParams } from 'react-router-dom';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useCourseNames } from './api/get-course-names.ts';
import { CharterTranslationFrame } from './charter-translation-frame.tsx';
import { CourseNamesForm } from './course-names-form.tsx';

/**
 * /course-names/{charterId} (Contributor and up, the charter's staff): the Spanish name of each course
 * of the charter's catalog, shown to Spanish-speaking families. Reached from Learning Center Options.
 */
export function CourseNamesPage() {
  const { t } = useTranslation('siteSetup');
  const { charterId = '' } = useParams();
  const query = useCourseNames(charterId);
  return (
    <CharterTranslationFrame
      charterId={charterId}
      title={t('courseNames.title')}
      intro={t('courseNames.intro')}
      query={query}
      loadingLabel={t('courseNames.loading')}
      loadFailedText={t('courseNames.loadFailed')}
    >
      {(loaded) => (
        <CourseNamesForm
          // A reload after a conflict, or a save, starts the form afresh from the stored names.
          key={loaded.etag ?? query.dataUpdatedAt}
          charterId={charterId}
          loaded={loaded}
          onReload={() => void query.refetch()}
        />
      )}
    </CharterTranslationFrame>
  );
}
