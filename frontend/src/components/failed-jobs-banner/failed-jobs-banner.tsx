import { MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { useFailedJobs } from '../../api/failed-jobs/get-failed-jobs.ts';
import { registerMessages } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { enFailedJobsBanner } from './i18n/en.ts';

registerMessages('failedJobsBanner', enFailedJobsBanner);

/**
 * The dashboard's warning for Admins: how many jobs failed, with a link to the Failed Jobs screen. Nothing
 * when none. A shared component (not part of features/failed-jobs) because features never import each other.
 */
export function FailedJobsBanner() {
  const { t } = useTranslation('failedJobsBanner');
  const { data } = useFailedJobs();
  if (!data || data.count === 0) return null;
  return (
    <MessageBar intent="warning" data-testid="failed-jobs-banner">
      <MessageBarBody>{t('banner', { count: data.count })}</MessageBarBody>
      <MessageBarActions>
        <Link to="/failed-jobs">{t('review')}</Link>
      </MessageBarActions>
    </MessageBar>
  );
}
