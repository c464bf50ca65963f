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

/** A button in the notification (an Undo): it runs, and the notification closes. */
export interface NotificationAction {
  label: string;
  onClick: () => void;
}

export type Notify = (intent: NotificationIntent, message: string, action?: NotificationAction) => void;

interface Notification {
  id: number;
  intent: NotificationIntent;
  message: string;
  action?: NotificationAction;
}

export const NOTIFICATION_DURATION_MS = 5000;
/** A notification with a button stays longer, and never closes while the pointer or focus is on it. */
export const NOTIFICATION_WITH_ACTION_MS = 10000;

const NotificationMessage = lazy(() => import('./notification-message.tsx'));

const NotifyContext = createContext<Notify | null>(null);

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

/**
 * The notification banner: red for a warning, green for a success, closes itself after 5 seconds (10
 * with a button, held open while the pointer or focus is on it).
 */
export function NotificationProvider({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const [current, setCurrent] = useState<Notification | null>(null);
  const [held, setHeld] = useState(false);
  const nextId = useRef(0);
  const notify = useCallback<Notify>((intent, message, action) => {
    nextId.current += 1;
    setCurrent({ id: nextId.current, intent, message, action });
  }, []);
  useEffect(() => {
    if (!current || (held && current.action)) return;
    const duration = current.action ? NOTIFICATION_WITH_ACTION_MS : NOTIFICATION_DURATION_MS;
    const timer = window.setTimeout(() => setCurrent(null), duration);
    return () => window.clearTimeout(timer);
  }, [current, held]);
  const hold = () => setHeld(true);
  const release = () => setHeld(false);
  return (
    <NotifyContext.Provider value={notify}>
      {children}
      {/* The live region exists from the start so screen readers announce what appears in it. */}
      <div
        className={styles.region}
        role="status"
        aria-live="assertive"
        onPointerEnter={hold}
        onPointerLeave={release}
        onFocus={hold}
        onBlur={release}
      >
        {current && (
          <Suspense fallback={<span>{current.message}</span>}>
            <NotificationMessage
              key={current.id}
              intent={current.intent}
              message={current.message}
              action={
                current.action && {
                  label: current.action.label,
                  onClick: () => {
                    setCurrent(null);
                    setHeld(false);
                    current.action?.onClick();
                  },
                }
              }
            />
          </Suspense>
        )}
      </div>
    </NotifyContext.Provider>
  );
}

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify needs a NotificationProvider');
  return notify;
}
