import { type FailedJob, usDateTime } from '@enroll/domain';
import {
  Button,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Title1,
  tokens,
} from '@fluentui/react-components';
import { useFailedJobs } from '../../api/failed-jobs/get-failed-jobs.ts';
import { type DataColumn, DataTable } from '../../components/staff-table/index.ts';
import { registerMessages } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useRetryFailedJob } from './api/retry-failed-job.ts';
import { enFailedJobs } from './i18n/en.ts';

registerMessages('failedJobs', enFailedJobs);

const useStyles = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalL, maxWidth: '1100px' },
  intro: { margin: 0, color: tokens.colorNeutralForeground2 },
  table: { minWidth: '760px' },
  reason: { wordBreak: 'break-word', paddingBlock: tokens.spacingVerticalXS },
});

function useKindLabel(): (job: FailedJob) => string {
  const { t } = useTranslation('failedJobs');
  return (job) => t(`kinds.${job.kind}`, { detail: job.detail });
}

/** /failed-jobs (Admin+): every job in the poison queues the Admin may see, each with a Retry. */
export function FailedJobsPage() {
  const { t } = useTranslation('failedJobs');
  const styles = useStyles();
  const failedJobs = useFailedJobs();
  const retry = useRetryFailedJob();
  const kindLabel = useKindLabel();
  const jobs = failedJobs.data?.jobs ?? [];
  const columns: DataColumn<FailedJob>[] = [
    { id: 'kind', header: t('columns.kind'), cell: kindLabel },
    { id: 'entryId', header: t('columns.entryId'), cell: (job) => job.entryId ?? t('unknown') },
    {
      id: 'failedAt',
      header: t('columns.failedAt'),
      cell: (job) => <time dateTime={job.failedAt}>{usDateTime(job.failedAt)}</time>,
    },
    {
      id: 'reason',
      header: t('columns.reason'),
      cell: (job) => <div className={styles.reason}>{job.reason ?? t('unknown')}</div>,
    },
    { id: 'tries', header: t('columns.tries'), cell: (job) => job.tries ?? t('unknown') },
    {
      id: 'action',
      header: t('columns.action'),
      cell: (job) => (
        <Button
          size="small"
          aria-label={t('retryLabel', { kind: kindLabel(job), entryId: job.entryId ?? job.id })}
          disabled={retry.isPending && retry.variables === job.id}
          onClick={() => retry.mutate(job.id)}
        >
          {t('retry')}
        </Button>
      ),
    },
  ];
  return (
    <div className={styles.page}>
      <Title1 as="h1">{t('title')}</Title1>
      <p className={styles.intro}>{t('intro')}</p>
      <div role="status" aria-live="polite">
        {retry.isSuccess ? (
          <MessageBar intent="success">
            <MessageBarBody>{t('retried')}</MessageBarBody>
          </MessageBar>
        ) : null}
        {retry.isError ? (
          <MessageBar intent="error">
            <MessageBarBody>{t('retryFailed')}</MessageBarBody>
          </MessageBar>
        ) : null}
      </div>
      {failedJobs.isPending ? <Spinner label={t('loading')} /> : null}
      {failedJobs.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('loadFailed')}</MessageBarBody>
        </MessageBar>
      ) : null}
      {failedJobs.isSuccess && jobs.length === 0 ? <p>{t('empty')}</p> : null}
      {jobs.length > 0 ? (
        <DataTable
          label={t('tableLabel')}
          rows={jobs}
          columns={columns}
          rowKey={(job) => job.id}
          className={styles.table}
          rowProps={(job) => ({ 'data-testid': `failed-job-${job.id}` })}
          scrolls
        />
      ) : null}
    </div>
  );
}
