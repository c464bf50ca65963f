import { makeStyles, tokens } from '@fluentui/react-components';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
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

const NotificationMessage = lazy(() => import('./notification-message.tsx'));

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
  return (
    <NotifyContext.Provider value={notify}>
      {children}
      {/* The live region exists from the start so screen readers announce what appears in it. */}
      <div className={styles.region} role="status" aria-live="assertive">
        {current && (
          <Suspense fallback={<span>{current.message}</span>}>
            <NotificationMessage key={current.id} intent={current.intent} message={current.message} />
          </Suspense>
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
