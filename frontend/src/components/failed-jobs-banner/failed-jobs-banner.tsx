import { MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { registerMessages } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useFailedJobs } from './api/get-failed-jobs.ts';
import { enFailedJobs } from './i18n/en.ts';

registerMessages('failedJobs', enFailedJobs);

/** The dashboard's warning for Admins: how many jobs failed, with a link to the list. Nothing when none. */
export function FailedJobsBanner() {
  const { t } = useTranslation('failedJobs');
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
