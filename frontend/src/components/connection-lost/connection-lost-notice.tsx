import { makeStyles, tokens } from '@fluentui/react-components';
import { WifiWarningRegular } from '@fluentui/react-icons';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useWaitingForConnection } from '../../lib/send-when-online.ts';

const useStyles = makeStyles({
  notice: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalS,
    margin: 0,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderLeft: `4px solid ${tokens.colorStatusWarningBorderActive}`,
    backgroundColor: tokens.colorStatusWarningBackground1,
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
    overflowWrap: 'anywhere',
  },
  icon: { flexShrink: 0, fontSize: '20px', marginTop: '1px' },
});

/**
 * Beside a family form's Submit: while the submit waits for the connection (see `sendWhenOnline`), it
 * says the connection was lost and that the form will be sent when it is back. The polite live region
 * is always there, so the sentence is announced when it appears, without taking the focus. `loading`:
 * the submit waits for code it needs first (`loadWhenOnline`).
 */
export function ConnectionLostNotice({ loading = false }: { loading?: boolean }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const waiting = useWaitingForConnection() || loading;
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {waiting && (
        <p className={styles.notice} data-testid="connection-lost">
          <WifiWarningRegular className={styles.icon} aria-hidden />
          <span>{t('common.connectionLost')}</span>
        </p>
      )}
    </div>
  );
}
