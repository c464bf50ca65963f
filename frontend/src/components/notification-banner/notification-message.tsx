import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
} from '@fluentui/react-components';
import type { NotificationAction, NotificationIntent } from './notification-banner.tsx';

const useStyles = makeStyles({
  warning: { backgroundColor: '#fde7e9', color: '#8a1c1c', border: '1px solid #d8302f' },
  success: { backgroundColor: '#dff6dd', color: '#0e5c12', border: '1px solid #107c10' },
});

/** The banner itself; loaded with the first notification, so pages don't carry it in their first load. */
export default function NotificationMessage({
  intent,
  message,
  action,
}: {
  intent: NotificationIntent;
  message: string;
  action?: NotificationAction;
}) {
  const styles = useStyles();
  return (
    <MessageBar
      intent={intent === 'warning' ? 'error' : 'success'}
      className={intent === 'warning' ? styles.warning : styles.success}
      data-testid="notification-banner"
    >
      <MessageBarBody>{message}</MessageBarBody>
      {action ? (
        <MessageBarActions>
          <Button onClick={action.onClick}>{action.label}</Button>
        </MessageBarActions>
      ) : null}
    </MessageBar>
  );
}
