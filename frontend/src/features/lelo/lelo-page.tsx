import { type ReactNode, useDeferredValue, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { LoadFailed } from '../../components/load-failed/load-failed.tsx';
import { PageLoading } from '../../components/page-state/page-loading.tsx';
import { wasResumed } from '../../components/wizard/wizard-history.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useLeloPrefill } from './api/get-lelo-prefill.ts';
import { useLeloSession } from './api/get-lelo-session.ts';
import { LeloLayout } from './components/lelo-layout.tsx';
import { LeloNotice, NoticeLink } from './components/lelo-notice.tsx';
import { LeloWizard } from './components/lelo-wizard.tsx';
import { SessionNotRead } from './components/session-not-read.tsx';
import { readNavigationState, submittedConfirmation } from './lelo-navigation-state.ts';
import { levelOfPath, PARENT_LEVEL, RESPONSE_PATH, sessionClosedPath } from './lelo-paths.ts';
import { LELO_STEP_COMPONENTS } from './lelo-step-components.ts';
import type { LeloStepComponents } from './lelo-step-types.ts';
import {
  adoptResumedLelo,
  currentLeloKey,
  type LeloWizardKey,
  leloDraftKey,
  loadLelo,
} from './lelo-storage.ts';

function hasStatus(error: Error | null, status: number): error is ApiError {
  return error instanceof ApiError && error.status === status;
}

/** A step address with no wizard behind it (no session known): home, after the spec's alert past step 2. */
function NoWizard({ alert }: { alert: boolean }) {
  const { t } = useTranslation('lelo');
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (alert) window.alert(t('somethingWrong'));
    navigate('/', { replace: true });
  }, [alert, navigate, t]);
  return null;
}

/** Which wizard the address belongs to: the entry's own params, else the history state, else this tab's. */
function useWizardKey(level: number): LeloWizardKey | null {
  const { permalink, uuid } = useParams();
  const { state } = useLocation();
  if (level === 0) return permalink ? { permalink, uuid: uuid ?? null } : null;
  const carried = readNavigationState(state);
  return carried ? { permalink: carried.permalink, uuid: carried._uuid } : currentLeloKey();
}

interface LeloPageProps {
  /** The step components by key (tests pass their own). */
  stepComponents?: LeloStepComponents;
}

/**
 * /forms/{permalink}[/{uuid}] and /leloStudent … /leloStudent5: the secondary enrollment wizard. The
 * level comes from the address; the session must be open (else /sessionExpired/…); a pre-registration's
 * uuid pre-fills a new draft (a signed one shows a message, an unknown one leaves the form empty).
 */
export function LeloPage({ stepComponents = LELO_STEP_COMPONENTS }: LeloPageProps) {
  const { t } = useTranslation('lelo');
  const { pathname, state } = useLocation();
  const level = levelOfPath(pathname) ?? 0;
  const key = useWizardKey(level);
  // Opened by the resume page (an e-mailed link): the restored draft becomes this tab's, before anything
  // reads it (the first render's only: the page stays mounted while the wizard moves on).
  const [resumedAt] = useState(() =>
    key && level === 0 && wasResumed(state) ? adoptResumedLelo(key) : null,
  );
  // An entry of a form this tab has sent (the browser's Back from /response-lelo): its confirmation.
  const submitted = submittedConfirmation(state);
  const session = useLeloSession(submitted ? null : (key?.permalink ?? null));
  // Only a wizard not started yet in this tab reads the pre-registration (a started one has its draft).
  const prefillUuid = !submitted && level === 0 && key?.uuid && !loadLelo(key) ? key.uuid : null;
  const prefill = useLeloPrefill(prefillUuid);
  // The session's answer arrives as a store update, which React renders at once, in one task. Drawing
  // the wizard from the deferred session moves its first render into a time-sliced one, so a phone
  // stays responsive while it is built (Lighthouse's total blocking time); until then the
  // page still says it is loading.
  const shownSession = useDeferredValue(session.data);

  if (submitted) return <Navigate to={RESPONSE_PATH} replace state={{ confirmation: submitted }} />;
  if (!key) return <NoWizard alert={level >= PARENT_LEVEL} />;

  if (session.data && !session.data.gate.open)
    return <Navigate to={sessionClosedPath(key.permalink, key.uuid)} replace />;

  let content: ReactNode;
  if (shownSession?.gate.open) {
    if (prefillUuid !== null && prefill.isPending) content = <PageLoading label={t('loadingExisting')} />;
    else if (prefillUuid !== null && hasStatus(prefill.error, 409))
      content = (
        <LeloNotice title={t('alreadySigned.title')} testId="lelo-already-signed">
          <p role="alert">{t('alreadySigned.body')}</p>
          <NoticeLink to="/">{t('homeLink')}</NoticeLink>
        </LeloNotice>
      );
    // An unknown or malformed link (404, 400) leaves the form empty; a failed call can be retried.
    else if (
      prefillUuid !== null &&
      prefill.isError &&
      !hasStatus(prefill.error, 404) &&
      !hasStatus(prefill.error, 400)
    )
      content = <LoadFailed message={t('sessionLoadFailed')} onRetry={() => void prefill.refetch()} />;
    else
      content = (
        <LeloWizard
          key={leloDraftKey(key)}
          wizardKey={key}
          level={level}
          session={shownSession}
          prefill={prefillUuid !== null ? (prefill.data ?? null) : null}
          stepComponents={stepComponents}
          resumedAt={resumedAt}
        />
      );
  } else if (session.data) {
    content = <PageLoading label={t('loadingSession')} />;
  } else {
    content = <SessionNotRead session={session} />;
  }

  return <LeloLayout>{content}</LeloLayout>;
}
