import { type ExportJobView, exportJobPercent, usDateTime } from '@enroll/domain';
import { Button, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, HistoryRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useMyExports } from '../../api/exports/get-my-exports.ts';
import { DialogFrame } from '../dialog-frame/dialog-frame.tsx';
import { useNotify } from '../notification-banner/notification-banner.tsx';
import { type DataColumn, DataTable } from '../staff-table/data-table.tsx';
import { saveFile } from './download-file.ts';
import { fetchExportJobFile } from './export-job.ts';
import { EXPORT_MESSAGES } from './use-export.ts';

const useStyles = makeStyles({
  surface: { maxWidth: '760px', width: '100%' },
  note: { color: tokens.colorNeutralForeground2, marginBlockEnd: tokens.spacingVerticalS },
  // A long file name breaks inside the word rather than running under the next column.
  fileName: { overflowWrap: 'anywhere' },
  detail: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
});

const records = new Intl.NumberFormat('en-US');

function recordsText(count: number): string {
  return `${records.format(count)} ${count === 1 ? 'record' : 'records'}`;
}

/** What a person reads of a job's state. */
function statusText(job: ExportJobView): string {
  switch (job.status) {
    case 'queued':
      return 'Waiting to start';
    case 'running':
      return `Exporting (${exportJobPercent(job)}%)`;
    case 'done':
      return 'Ready';
    case 'failed':
      return 'Failed';
  }
}

/** A finished job's file, fetched and saved; a failure goes to the banner. */
function DownloadCell({ job }: { job: ExportJobView }) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (!job.downloadUrl) return null;
  const download = async () => {
    setBusy(true);
    try {
      const file = await fetchExportJobFile(job, () => {});
      saveFile(file.blob, file.fileName);
    } catch {
      notify('warning', EXPORT_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      icon={<ArrowDownloadRegular />}
      disabled={busy}
      aria-label={`Download ${job.fileName} of ${usDateTime(job.createdAt)}`}
      onClick={() => void download()}
    >
      Download
    </Button>
  );
}

/** Three columns, so the table fits a phone: the file with its start, the state with its records, the link. */
const columnsOf = (styles: ReturnType<typeof useStyles>): readonly DataColumn<ExportJobView>[] => [
  {
    id: 'file',
    header: 'File',
    cell: (job) => (
      <>
        <span className={styles.fileName}>{job.fileName}</span>
        <br />
        <time className={styles.detail} dateTime={job.createdAt}>
          {usDateTime(job.createdAt)}
        </time>
      </>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (job) => (
      <>
        {statusText(job)}
        <br />
        <span className={styles.detail}>{recordsText(job.recordCount)}</span>
      </>
    ),
  },
  { id: 'download', header: 'File link', cell: (job) => <DownloadCell job={job} /> },
];

/** The caller's exports of the last day, read while the dialog is open. */
function MyExportsTable() {
  const styles = useStyles();
  const exports = useMyExports();
  if (exports.isPending) return <Spinner size="small" label="Loading your exports…" />;
  if (exports.isError) return <p role="alert">{EXPORT_MESSAGES.failed}</p>;
  return (
    <DataTable
      label="My exports"
      rows={exports.data.exports}
      columns={columnsOf(styles)}
      rowKey={(job) => job.jobId}
      emptyText="No exports in the last 24 hours."
    />
  );
}

/**
 * 'My exports': a button that opens the caller's exports of the last 24 hours, each with its state and,
 * once ready, its file to download again. Files are deleted after a day.
 */
export function MyExportsButton() {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  // The dialog is mounted from its first opening on, not with the list: a list page opened as another
  // page's dialog closes would otherwise mount a modal during that closing, and the closed dialog's
  // aria-hidden stayed on the rest of the page.
  const [opened, setOpened] = useState(false);
  const show = () => {
    setOpened(true);
    setOpen(true);
  };
  return (
    <>
      <Button appearance="subtle" icon={<HistoryRegular />} onClick={show}>
        My exports
      </Button>
      {opened && (
        <DialogFrame
          open={open}
          title="My exports"
          onClose={() => setOpen(false)}
          surfaceClassName={styles.surface}
          actions={
            <Button appearance="secondary" onClick={() => setOpen(false)}>
              Close
            </Button>
          }
        >
          <p className={styles.note}>
            Your exports of the last 24 hours. Each file is deleted a day after it was made.
          </p>
          {open && <MyExportsTable />}
        </DialogFrame>
      )}
    </>
  );
}
