import { MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

export type NotificationIntent = 'warning' | 'success';

interface Notification {
  id: number;
  intent: NotificationIntent;
  message: string;
}

export const NOTIFICATION_DURATION_MS = 5000;

const NotifyContext = createContext<((intent: NotificationIntent, message: string) => void) | null>(null);

const useStyles = makeStyles({
  region: {
    position: 'fixed',
    top: tokens.spacingVerticalM,
    left: '50%',
    transform: 'translateX(-50%)',
    zIndex: 1000,
    width: 'min(640px, calc(100vw - 24px))',
  },
  warning: { backgroundColor: '#fde7e9', color: '#8a1c1c', border: '1px solid #d8302f' },
  success: { backgroundColor: '#dff6dd', color: '#0e5c12', border: '1px solid #107c10' },
});

/** The notification banner: red for a warning, green for a success, closes itself after 5 seconds. */
export function NotificationProvider({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const [current, setCurrent] = useState<Notification | null>(null);
  const nextId = useRef(0);
  const notify = useCallback((intent: NotificationIntent, message: string) => {
    nextId.current += 1;
    setCurrent({ id: nextId.current, intent, message });
  }, []);
  useEffect(() => {
    if (!current) return;
    const timer = window.setTimeout(() => setCurrent(null), NOTIFICATION_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [current]);
  const value = useMemo(() => notify, [notify]);
  return (
    <NotifyContext.Provider value={value}>
      {children}
      <div className={styles.region} role="status" aria-live="assertive">
        {current && (
          <MessageBar
            key={current.id}
            intent={current.intent === 'warning' ? 'error' : 'success'}
            className={current.intent === 'warning' ? styles.warning : styles.success}
            data-testid="notification-banner"
          >
            <MessageBarBody>{current.message}</MessageBarBody>
          </MessageBar>
        )}
      </div>
    </NotifyContext.Provider>
  );
}

export function useNotify(): (intent: NotificationIntent, message: string) => void {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify needs a NotificationProvider');
  return notify;
}
