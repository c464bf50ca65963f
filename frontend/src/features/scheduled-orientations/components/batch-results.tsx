import type { BatchRowResult } from '@enroll/domain';
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import type { Translate } from '../../../i18n/use-translation.ts';

/** What the last 'Set to Completed Orientation' came to: each row's outcome, or the refusal of the whole call. */
export type BatchOutcome = { results: BatchRowResult[] } | { error: string };

const useStyles = makeStyles({
  list: { display: 'grid', gap: tokens.spacingVerticalXS, margin: 0, padding: 0, listStyle: 'none' },
});

function rowText(result: BatchRowResult, t: Translate): string {
  if (result.outcome === 'completed') return t('completed', { name: result.studentName });
  // A row the server no longer finds has no name; its message says what happened.
  return result.studentName
    ? t('failedRow', { name: result.studentName, message: result.message })
    : result.message;
}

/**
 * The outcome of the batch, one notice per row: "{name}'s Enrollment Completed" in green, a refused
 * row in red with the server's reason. It stays until dismissed or the next batch.
 */
export function BatchResults({
  outcome,
  onDismiss,
  t,
}: {
  outcome: BatchOutcome;
  onDismiss: () => void;
  t: Translate;
}) {
  const styles = useStyles();
  const notices =
    'error' in outcome
      ? [{ key: 'error', intent: 'error' as const, text: outcome.error }]
      : outcome.results.map((result) => ({
          key: result.id,
          intent: result.outcome === 'completed' ? ('success' as const) : ('error' as const),
          text: rowText(result, t),
        }));
  return (
    <ul className={styles.list} aria-label={t('results')} data-testid="orientation-results">
      {notices.map((notice, index) => (
        <li key={notice.key}>
          <MessageBar intent={notice.intent} data-testid={`orientation-result-${notice.intent}`}>
            <MessageBarBody>{notice.text}</MessageBarBody>
            {index === 0 && (
              <MessageBarActions
                containerAction={
                  <Button
                    appearance="transparent"
                    icon={<DismissRegular />}
                    aria-label={t('dismiss')}
                    onClick={onDismiss}
                  />
                }
              />
            )}
          </MessageBar>
        </li>
      ))}
    </ul>
  );
}
