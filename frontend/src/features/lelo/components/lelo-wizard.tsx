import {
  emptyLeloDraft,
  type FieldError,
  isSelfAdult,
  type LeloConfirmation,
  type LeloDraft,
  type LeloPrefill,
  leloPreSubmitErrorKeys,
  leloStepMessageKey,
  type PublicLeloSession,
} from '@enroll/domain';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLeaveWarning } from '../../../components/leave-warning/use-leave-warning.ts';
import { SaveForLater } from '../../../components/save-for-later/save-for-later.tsx';
import { settleServerDraft } from '../../../components/save-for-later/settle-server-draft.ts';
import { useDraftAutosave } from '../../../components/save-for-later/use-draft-autosave.ts';
import { StepProgress } from '../../../components/wizard/step-progress.tsx';
import { usePreloadSteps } from '../../../components/wizard/use-preload-steps.ts';
import { WizardProvider, type WizardState } from '../../../components/wizard/wizard-context.tsx';
import { historyMove, levelCameFrom } from '../../../components/wizard/wizard-history.ts';
import { WIZARD_NOTICE } from '../../../components/wizard/wizard-notice-style.ts';
import { WizardStepFrame } from '../../../components/wizard/wizard-step-frame.tsx';
import { currentLanguage } from '../../../i18n/language.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useValidationMessage } from '../../../i18n/use-validation-message.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { useSubmitLeloRegistration } from '../api/submit-lelo-registration.ts';
import { navigationState, readNavigationState, rememberSubmitted } from '../lelo-navigation-state.ts';
import {
  entryPath,
  isWizardPath,
  LELO_STEP_COUNT,
  LELO_SUBMIT_LEVEL,
  leloStepsBeside,
  nextLeloLevel,
  PARENT_LEVEL,
  pathOfLevel,
  previousLeloLevel,
  RESPONSE_PATH,
  stepOfLevel,
} from '../lelo-paths.ts';
import { LeloConfirmationAhead } from '../lelo-step-components.ts';
import type { LeloStepComponents } from '../lelo-step-types.ts';
import {
  clearLelo,
  type LeloWizardKey,
  leloServerKey,
  loadLelo,
  type StoredLelo,
  saveLelo,
  saveLeloConfirmation,
} from '../lelo-storage.ts';
import {
  draftFromPrefill,
  errorsOnNoStep,
  leloSubmissionBody,
  levelOfServerErrors,
} from '../lelo-submission.ts';
import { LeloWizardProvider, type LeloWizardValue } from '../lelo-wizard-context.tsx';

const useStyles = makeStyles({
  wizard: { display: 'grid', gap: tokens.spacingVerticalL, minWidth: 0 },
  alert: { ...WIZARD_NOTICE, display: 'grid', gap: tokens.spacingVerticalXS },
  alertLine: { margin: 0 },
});

export interface LeloWizardProps {
  wizardKey: LeloWizardKey;
  /** The level of the address on screen. */
  level: number;
  session: PublicLeloSession;
  /**
   * The staff pre-registration (a new draft starts from it; step 1 read-only; the submit signs it);
   * null otherwise.
   */
  prefill: LeloPrefill | null;
  stepComponents: LeloStepComponents;
  /**
   * The level of the saved step when the page opened a draft restored from an e-mailed link (the
   * resume page), else null.
   */
  resumedAt?: number | null;
}

interface ServerErrors {
  level: number;
  errors: readonly FieldError[];
  /** Changes with each refused submit, so the step showing them is mounted afresh. */
  version: number;
}

const NO_ERRORS: readonly FieldError[] = [];

function startingDraft(key: LeloWizardKey, prefill: LeloPrefill | null): StoredLelo {
  return {
    ...key,
    draft: { ...emptyLeloDraft(), ...(prefill ? draftFromPrefill(prefill) : {}), permalink: key.permalink },
    idempotencyKey: newIdempotencyKey(),
    // With a uuid step 1 is read-only; a center without courses in the session is named, not changed.
    locationLocked: prefill !== null,
    noOfferingPhone: prefill && !prefill.locationResolved ? prefill.schoolPhone : null,
    signsPreRegistration: prefill !== null,
  };
}

/**
 * The wizard itself: one draft (in sessionStorage from the first keystroke), the step of the address
 * on screen, moves as navigations carrying the wizard's state, the charter guard, and the submit.
 */
export function LeloWizard({
  wizardKey,
  level,
  session,
  prefill,
  stepComponents,
  resumedAt = null,
}: LeloWizardProps) {
  const { t } = useTranslation('lelo');
  const styles = useStyles();
  const translate = useValidationMessage();
  const navigate = useNavigate();
  const [stored] = useState(() => loadLelo(wizardKey) ?? startingDraft(wizardKey, prefill));
  const [draft, setDraft] = useState<LeloDraft>(stored.draft);
  const draftRef = useRef(stored.draft);
  const [serverErrors, setServerErrors] = useState<ServerErrors | null>(null);
  const [submitMessages, setSubmitMessages] = useState<string[]>([]);
  const active = useRef(true);
  const submission = useSubmitLeloRegistration();
  const { permalink, uuid } = wizardKey;

  const update = useCallback(
    (partial: Partial<LeloDraft>) => {
      draftRef.current = { ...draftRef.current, ...partial };
      setDraft(draftRef.current);
      // Stored at once, not after the next render: a save flushed as the page goes away has no render left.
      if (active.current) saveLelo({ ...stored, draft: draftRef.current });
    },
    [stored],
  );

  useEffect(() => {
    if (active.current) saveLelo({ ...stored, draft });
  }, [stored, draft]);

  useLeaveWarning(active, t('leaveWarning'), { staysOn: isWizardPath });

  // No step after the location without a charter: back to the entry (spec: alert 'Something went wrong').
  const alerted = useRef(false);
  const missingCharter = level > 0 && draft.charter_id.trim() === '';
  useEffect(() => {
    if (!missingCharter) return;
    if (level >= PARENT_LEVEL && !alerted.current) {
      alerted.current = true;
      window.alert(t('somethingWrong'));
    }
    navigate(entryPath(permalink, uuid), { replace: true });
  }, [missingCharter, level, navigate, permalink, uuid, t]);

  // Every entry of the wizard carries its state with this filling's attempt (the entry it opened on
  // too), so after the submit the browser's Back finds the confirmation there (see LeloPage).
  const location = useLocation();
  const attempt = stored.idempotencyKey;
  const entryAttempt = readNavigationState(location.state)?.attempt ?? null;

  // Opened from an e-mailed link on a later step (see RESUMED_STATE): this entry (the resume page's,
  // replaced) becomes the step before, then the saved step is pushed on it, so the wizard's Back and
  // the phone's Back go to the step before, never to /resume.
  const resume = useRef<{ before: number; level: number } | null>(
    resumedAt !== null && resumedAt > level
      ? { before: previousLeloLevel(resumedAt, stored.draft.isMailingAddressTheSame), level: resumedAt }
      : null,
  );
  const resumeEntry = useRef<string | null>(null);
  useEffect(() => {
    const pending = resume.current;
    if (!pending) return;
    const state = navigationState(wizardKey, draftRef.current, session._id, attempt);
    if (resumeEntry.current === null) {
      resumeEntry.current = location.key;
      navigate(pathOfLevel(pending.before, permalink, uuid), { replace: true, state });
      return;
    }
    if (location.key === resumeEntry.current || level !== pending.before) return;
    resume.current = null;
    navigate(pathOfLevel(pending.level, permalink, uuid), {
      state: { ...state, wizardFrom: pending.before },
    });
  }, [location.key, level, navigate, permalink, uuid, wizardKey, session._id, attempt]);

  useEffect(() => {
    if (missingCharter || resume.current || entryAttempt === attempt) return;
    const from = levelCameFrom(location.state);
    navigate(
      { pathname: location.pathname, search: location.search },
      {
        replace: true,
        state: {
          ...navigationState(wizardKey, draftRef.current, session._id, attempt),
          ...(from === null ? {} : { wizardFrom: from }),
        },
      },
    );
  }, [missingCharter, entryAttempt, attempt, location, navigate, wizardKey, session._id]);

  // Forward pushes a step's address, Back returns to the step's entry (see historyMove), so the
  // browser's back and forward buttons walk the same steps.
  const onLevelChange = useCallback(
    (next: number) => {
      setServerErrors((current) => (current && current.level !== next ? null : current));
      setSubmitMessages([]);
      const move = historyMove(level, next, location.state);
      if (move.kind === 'back') {
        navigate(-1);
        return;
      }
      const state = navigationState(wizardKey, draftRef.current, session._id, attempt);
      navigate(pathOfLevel(next, permalink, uuid), {
        replace: move.kind === 'replace',
        state: move.kind === 'push' ? { ...state, wizardFrom: move.from } : state,
      });
    },
    [navigate, level, location.state, permalink, uuid, wizardKey, session._id, attempt],
  );
  const toNext = useCallback(
    (from: number) => nextLeloLevel(from, draftRef.current.isMailingAddressTheSame),
    [],
  );
  const toPrevious = useCallback(
    (from: number) => previousLeloLevel(from, draftRef.current.isMailingAddressTheSame),
    [],
  );

  // Saved on the server ('Save and continue later'): the draft without its signing (the signatures and
  // 'I have read and understand': the family signs again), its step and session; autosaved on each
  // move once saved.
  const serverKey = leloServerKey(wizardKey);
  const serverSnapshot = useCallback(
    () => ({
      kind: 'lelo' as const,
      draft: { ...draftRef.current, studentSignature: '', parentSignature: '', understood2: false },
      step: stepOfLevel(level),
      context: { permalink, ...(uuid ? { uuid } : {}) },
    }),
    [level, permalink, uuid],
  );
  // A restored draft on its way to its saved step counts as on that step: the server has it already.
  useDraftAutosave(serverKey, resume.current ? resume.current.level : level, serverSnapshot);

  const onSubmit = useCallback(
    async ({ jumpTo }: Pick<WizardState, 'jumpTo'>) => {
      const current = draftRef.current;
      const missing = leloPreSubmitErrorKeys(current);
      if (missing.length > 0) {
        setSubmitMessages(missing.map((key) => translate(key) ?? key));
        return;
      }
      setSubmitMessages([]);
      let confirmation: LeloConfirmation;
      try {
        confirmation = await submission.mutateAsync({
          body: leloSubmissionBody(current, permalink, currentLanguage()),
          uuid: stored.signsPreRegistration ? uuid : null,
          idempotencyKey: stored.idempotencyKey,
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 400 && error.errors.length > 0) {
          const target = levelOfServerErrors(current, error.errors) ?? LELO_SUBMIT_LEVEL;
          const elsewhere = errorsOnNoStep(error.errors).map(
            (fieldError) =>
              translate(fieldError.code === 'invalid' ? fieldError.message : fieldError.code) ?? '',
          );
          setServerErrors((previous) => ({
            level: target,
            errors: error.errors,
            version: (previous?.version ?? 0) + 1,
          }));
          if (elsewhere.length > 0) setSubmitMessages(elsewhere);
          jumpTo(target, { invalid: true });
          return;
        }
        // Signed meanwhile (another tab or device): a retry cannot succeed, so say why instead.
        if (error instanceof ApiError && error.status === 409)
          setSubmitMessages([translate('lelo.entry.locked') ?? t('submitFailed')]);
        else setSubmitMessages([t('submitFailed')]);
        return;
      }
      active.current = false;
      clearLelo(wizardKey);
      settleServerDraft(serverKey, confirmation.id, confirmation._uuid);
      saveLeloConfirmation(confirmation);
      rememberSubmitted(stored.idempotencyKey, confirmation);
      // In place of the agreement step's entry; the wizard's older entries show the confirmation too.
      navigate(RESPONSE_PATH, { replace: true, state: { confirmation } });
    },
    [submission, permalink, uuid, stored, translate, t, wizardKey, serverKey, navigate],
  );

  const step = stepOfLevel(level);
  const Step = stepComponents[step];
  // The code of the steps Next and Back lead to is fetched while this one is filled, so a
  // move shows its step without the 'Loading...' fallback. The skip rule reads one answer of the draft.
  const mailingTheSame = draft.isMailingAddressTheSame;
  // On the agreement step, also the confirmation page the submit leads to (a chunk of its own).
  const beside = useMemo(
    () => [
      ...leloStepsBeside(level, mailingTheSame).map((key) => stepComponents[key]),
      ...(level === LELO_SUBMIT_LEVEL ? [LeloConfirmationAhead] : []),
    ],
    [level, mailingTheSame, stepComponents],
  );
  usePreloadSteps(Step, beside);
  const errorsHere = serverErrors?.level === level ? serverErrors.errors : NO_ERRORS;
  const value = useMemo<LeloWizardValue>(
    () => ({
      draft,
      update,
      session,
      permalink,
      uuid,
      locationLocked: stored.locationLocked,
      noOfferingPhone: stored.noOfferingPhone,
      signaturesToRedraw: stored.signaturesToRedraw === true,
      serverErrors: errorsHere,
    }),
    [
      draft,
      update,
      session,
      permalink,
      uuid,
      stored.locationLocked,
      stored.noOfferingPhone,
      stored.signaturesToRedraw,
      errorsHere,
    ],
  );

  if (missingCharter) return null;

  return (
    <LeloWizardProvider value={value}>
      <WizardProvider
        level={level}
        stepCount={LELO_STEP_COUNT}
        onLevelChange={onLevelChange}
        nextLevel={toNext}
        previousLevel={toPrevious}
        onSubmit={onSubmit}
      >
        <div className={styles.wizard}>
          <StepProgress />
          <WizardStepFrame
            title={t(`stepTitles.${step}`)}
            invalidMessage={translate(leloStepMessageKey(step))}
            submitLabel={t('submit')}
            submittingLabel={t('submitting')}
            forwardHidden={step === 'location' && stored.noOfferingPhone !== null}
          >
            <Step key={`${step}:${serverErrors?.level === level ? serverErrors.version : 0}`} />
            {submitMessages.length > 0 && (
              <div role="alert" className={styles.alert} data-testid="lelo-submit-messages">
                {submitMessages.map((message) => (
                  <p key={message} className={styles.alertLine}>
                    {message}
                  </p>
                ))}
              </div>
            )}
          </WizardStepFrame>
          <SaveForLater
            wizardKey={serverKey}
            defaultEmail={
              isSelfAdult(draft.pgRelationshipToStudent) ? draft.studentEmail : draft.pgPrimaryEmail
            }
            snapshot={serverSnapshot}
            level={level}
          />
        </div>
      </WizardProvider>
    </LeloWizardProvider>
  );
}
