import { Button, type ButtonProps, makeStyles, ProgressBar, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import type { ExportRequest } from './download-file.ts';
import { progressShare, progressText } from './format-progress.ts';
import { type ExportOptions, useExport } from './use-export.ts';

export interface ExportButtonProps extends ExportOptions {
  /** 'Export to Excel', 'Export to PDF'. */
  label: string;
  request: ExportRequest;
  /** The name to save under when the server sends none. */
  fallbackFileName: string;
  appearance?: ButtonProps['appearance'];
}

const useStyles = makeStyles({
  root: { display: 'inline-flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: '200px' },
  status: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2, minHeight: '1em' },
});

/**
 * A button that runs a server export and saves the file. While it runs the button is disabled and a
 * progress bar with the records and bytes received shows, announced politely to screen readers;
 * failures go to the notification banner.
 */
export function ExportButton({
  label,
  request,
  fallbackFileName,
  appearance = 'secondary',
  filtered = false,
  empty = false,
  failedMessage,
  codeMessages,
}: ExportButtonProps) {
  const styles = useStyles();
  const { state, run } = useExport(request, fallbackFileName, {
    filtered,
    empty,
    ...(failedMessage ? { failedMessage } : {}),
    ...(codeMessages ? { codeMessages } : {}),
  });
  const running = state.status === 'running';
  return (
    <div className={styles.root}>
      <Button
        appearance={appearance}
        icon={<ArrowDownloadRegular />}
        disabled={running}
        aria-busy={running}
        onClick={() => void run()}
      >
        {label}
      </Button>
      {running && <ProgressBar aria-label={label} thickness="medium" value={progressShare(state.progress)} />}
      {/* The live region exists before the export starts, so its text is announced as it changes. */}
      <div className={styles.status} role="status" aria-live="polite">
        {running ? progressText(state.progress) : ''}
      </div>
    </div>
  );
}
