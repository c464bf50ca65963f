import { makeStyles, tokens } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { courseSetupKeys } from '../../api/course-setup/query-keys.ts';
import { EditPageFrame } from '../../components/edit-page/index.ts';
import { registerMessages } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useCourseOfferingSetup } from './api/get-course-offering-setup.ts';
import { CourseOfferingsForm } from './course-offerings-form.tsx';
import { enCourseOfferings } from './i18n/en.ts';

registerMessages('courseOfferings', enCourseOfferings);

const useStyles = makeStyles({
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  session: { margin: 0 },
  root: { display: 'grid', gap: tokens.spacingVerticalL, minWidth: 0 },
});

/**
 * /edit-courseOfferings/{charter}/{charterId}/{name}/{courseId}/{permalink}/{id} (no courses yet) and
 * /edit-Finalcourse/... (courses saved), Contributor and up: which catalog courses a learning center
 * (courseId, the site id) offers in a session (id) per school level. The names shown are the stored
 * ones (the address's charter and name only label the link); another charter's site is not found.
 */
export function CourseOfferingsPage() {
  const { t } = useTranslation('courseOfferings');
  const styles = useStyles();
  const { courseId: siteId = '', permalink = '', id: sessionId = '' } = useParams();
  const setup = useCourseOfferingSetup(sessionId, siteId);
  const queryClient = useQueryClient();
  const backTo = `/edit-courses/${encodeURIComponent(permalink)}/${encodeURIComponent(sessionId)}?site=${encodeURIComponent(siteId)}`;
  return (
    <EditPageFrame
      title={t('title')}
      backTo={backTo}
      backLabel={t('back')}
      query={setup}
      loadingLabel={t('loading')}
      notFoundText={t('notFound')}
      loadFailedText={t('loadFailed')}
      notFoundStatuses={[400, 404]}
    >
      {(loaded) => (
        <div className={styles.root}>
          <h2 className={styles.heading}>
            {t('heading', {
              charter: loaded.setup.learningCenter.charter,
              learningCenter: loaded.setup.learningCenter.learningCenterName,
            })}
          </h2>
          <p className={styles.session}>
            {t('session', { name: loaded.setup.session.name, schoolYear: loaded.setup.session.schoolYear })}
          </p>
          <CourseOfferingsForm
            // A reload after a conflict starts the form afresh from the offering as it now is.
            key={loaded.etag ?? setup.dataUpdatedAt}
            loaded={loaded}
            backTo={backTo}
            onReload={() =>
              void queryClient.invalidateQueries({ queryKey: courseSetupKeys.offering(sessionId, siteId) })
            }
          />
        </div>
      )}
    </EditPageFrame>
  );
}
