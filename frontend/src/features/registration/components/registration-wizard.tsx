import {
  type FieldError,
  nextLevel,
  type PublicSite,
  previousLevel,
  REGISTRATION_STEPS,
  type RegistrationDraft,
  type RegistrationVariant,
  stepAtLevel,
  stepMessageKey,
  submitLevel,
  thankYouLevel,
} from '@enroll/domain';
import { makeStyles, tokens } from '@fluentui/react-components';
import {
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLeaveWarning } from '../../../components/leave-warning/use-leave-warning.ts';
import { useNotify } from '../../../components/notification-banner/notification-banner.tsx';
import { PageLoading } from '../../../components/page-state/page-loading.tsx';
import { SaveForLater } from '../../../components/save-for-later/save-for-later.tsx';
import { settleServerDraft } from '../../../components/save-for-later/settle-server-draft.ts';
import { useDraftAutosave } from '../../../components/save-for-later/use-draft-autosave.ts';
import { StepProgress } from '../../../components/wizard/step-progress.tsx';
import { usePreloadSteps } from '../../../components/wizard/use-preload-steps.ts';
import { WizardProvider, type WizardState } from '../../../components/wizard/wizard-context.tsx';
import { historyMove, wasResumed } from '../../../components/wizard/wizard-history.ts';
import { WizardStepFrame } from '../../../components/wizard/wizard-step-frame.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useValidationMessage } from '../../../i18n/use-validation-message.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { type RegistrationSubmission, useSubmitRegistration } from '../api/submit-registration.ts';
import { RegistrationDraftProvider, type RegistrationDraftState } from '../registration-draft-context.tsx';
import { clearRegistration, type StoredRegistration, saveRegistration } from '../registration-storage.ts';
import { levelInSearch, searchWithLevel } from '../step-address.ts';
import { RegistrationThankYouAhead } from '../step-components.ts';
import type { StepComponents } from '../step-types.ts';
import { stepsBeside } from '../steps-beside.ts';

const useStyles = makeStyles({
  wizard: { display: 'grid', gap: tokens.spacingVerticalL, minWidth: 0 },
  missing: { margin: 0, color: tokens.colorNeutralForeground2 },
});

export interface RegistrationWizardProps {
  variant: RegistrationVariant;
  site: PublicSite;
  /** The site id of the address (sent with the submit). */
  siteId: string;
  /** The interest link's uuid (sent with the submit). */
  uuid: string | null;
  storageKey: string;
  initial: StoredRegistration;
  stepComponents: StepComponents;
  /** The welcome box: above the first step only (not above every step, nor the thank-you). */
  welcome?: ReactNode;
}

/**
 * A step's name for the 'Step n of m · {name}' line: its title without the spec's own counter
 * ('Student Preference (2/11)' → 'Student Preference'), which the line already says.
 */
export function withoutStepCounter(title: string): string {
  return title.replace(/\s*\(\d+\/\d+\)$/, '');
}

interface ServerErrors {
  level: number;
  errors: readonly FieldError[];
  /** Changes with each failed submit, so the step showing them is mounted afresh. */
  version: number;
}

const NO_ERRORS: readonly FieldError[] = [];

function clampLevel(level: number, variant: RegistrationVariant): number {
  return Math.min(Math.max(0, level), submitLevel(variant));
}

/** A level the family walks: a skipped one (the mailing address when it is the same) gives the next walked one. */
function walkedLevel(variant: RegistrationVariant, draft: RegistrationDraft, level: number): number {
  return clampLevel(nextLevel(variant, draft, clampLevel(level, variant) - 1), variant);
}

/**
 * The level to open on: the address's step (a reload, or the browser returning to an entry of this
 * wizard) when the family had come that far, else the saved level. An address never skips ahead of the
 * saved level: a step is reached by a checked Next, not by typing ?step=.
 */
function startingLevel(
  variant: RegistrationVariant,
  initial: StoredRegistration,
  inAddress: number | null,
): number {
  const saved = clampLevel(initial.level, variant);
  if (inAddress === null || inAddress > saved) return saved;
  return walkedLevel(variant, initial.draft, inAddress);
}

/** The wizard itself: one draft (saved to sessionStorage with the level), the step on screen, the submit. */
export function RegistrationWizard({
  variant,
  site,
  siteId,
  uuid,
  storageKey,
  initial,
  stepComponents,
  welcome,
}: RegistrationWizardProps) {
  const { t } = useTranslation('registration');
  const { t: translateCommon } = useTranslation();
  const styles = useStyles();
  const notify = useNotify();
  const translate = useValidationMessage();
  const [draft, setDraft] = useState<RegistrationDraft>(initial.draft);
  const draftRef = useRef(initial.draft);
  const navigate = useNavigate();
  const { search, key: locationKey, state: historyState } = useLocation();
  const [level, setLevel] = useState(() => startingLevel(variant, initial, levelInSearch(search)));
  const levelRef = useRef(level);
  // The history entry the wizard opened on, until it moves: its ?step= was read by startingLevel.
  const openingKey = useRef<string | null>(locationKey);
  // Opened by the resume page past step 1: the entry of the step before is made first (see RESUMED_STATE);
  // then the level to push once that entry is on screen.
  const resumedFrom = useRef(wasResumed(historyState) && level > 0);
  const pushAfterResume = useRef<{ before: number; level: number } | null>(null);
  const [serverErrors, setServerErrors] = useState<ServerErrors | null>(null);
  const [idempotencyKey] = useState(initial.idempotencyKey);
  const submission = useSubmitRegistration();
  const thankYou = thankYouLevel(variant);
  const complete = level >= thankYou;

  const update = useCallback(
    (partial: Partial<RegistrationDraft>) => {
      draftRef.current = { ...draftRef.current, ...partial };
      setDraft(draftRef.current);
      // Stored at once, not only after the next render: a step's pending save flushed as the page goes
      // away (a reload) has no render left to wait for.
      if (levelRef.current < thankYou)
        saveRegistration(storageKey, { draft: draftRef.current, level: levelRef.current, idempotencyKey });
    },
    [storageKey, idempotencyKey, thankYou],
  );

  useEffect(() => {
    if (complete) clearRegistration(storageKey);
    else saveRegistration(storageKey, { draft, level, idempotencyKey });
  }, [complete, storageKey, draft, level, idempotencyKey]);

  useLeaveWarning(!complete, t('leaveWarning'));

  // Saved on the server ('Save and continue later'): the draft, its step and where it came from;
  // autosaved on each move once saved, so the family can finish on another device.
  const serverSnapshot = useCallback(
    () => ({
      kind: 'registration' as const,
      draft: draftRef.current,
      level: levelRef.current,
      context: { site: siteId, ...(uuid ? { uuid } : {}) },
    }),
    [siteId, uuid],
  );
  useDraftAutosave(
    storageKey,
    complete ? 'complete' : level,
    serverSnapshot,
    // An interest link's draft is kept on the server from the first Next, for the same link later.
    uuid ? draftRef.current.pgPrimaryEmail || draftRef.current.studentEmail : null,
  );

  const showLevel = useCallback((next: number) => {
    setServerErrors((current) => (current && current.level !== next ? null : current));
    levelRef.current = next;
    setLevel(next);
  }, []);

  // Each step is a history entry (?step=n, see historyMove): a move changes the address, the address
  // then sets the level, so the browser's back and forward buttons move between the steps the same
  // way, keeping what was typed (the step's form saves it as it goes, and when it unmounts). The thank-you replaces the submit step's entry, and once it
  // is shown no step comes back (the draft is gone): Back to an older entry keeps the thank-you.
  const onLevelChange = useCallback(
    (next: number) => {
      if (next >= thankYou) {
        showLevel(next);
        navigate({ search: searchWithLevel(search, null) }, { replace: true });
        return;
      }
      const move = historyMove(levelRef.current, next, historyState);
      if (move.kind === 'back') navigate(-1);
      else
        navigate(
          { search: searchWithLevel(search, next) },
          move.kind === 'push' ? { state: { wizardFrom: move.from } } : { replace: true },
        );
    },
    [thankYou, showLevel, navigate, search, historyState],
  );

  // In the commit (a layout effect), not after it: an effect run after a Next pressed as soon as the
  // step showed would name the step it left, from the address of the render before the Next, and
  // replace the entry the Next pushed (the family would stay on the step; a loaded CI machine did).
  useLayoutEffect(() => {
    const inAddress = levelInSearch(search);
    if (complete) {
      if (inAddress !== null) navigate({ search: searchWithLevel(search, null) }, { replace: true });
      return;
    }
    if (resumedFrom.current) {
      resumedFrom.current = false;
      const before = previousLevel(variant, draftRef.current, levelRef.current);
      pushAfterResume.current = { before, level: levelRef.current };
      navigate({ search: searchWithLevel(search, before) }, { replace: true });
      return;
    }
    const pending = pushAfterResume.current;
    if (pending && inAddress === pending.before) {
      pushAfterResume.current = null;
      navigate({ search: searchWithLevel(search, pending.level) }, { state: { wizardFrom: pending.before } });
      return;
    }
    let shown = levelRef.current;
    if (locationKey !== openingKey.current) openingKey.current = null;
    // Any entry after the opening one (a move, or the browser's back and forward, also back to the
    // opening one): its address names the level.
    if (inAddress !== null && openingKey.current === null) {
      shown = walkedLevel(variant, draftRef.current, inAddress);
      if (shown !== levelRef.current) showLevel(shown);
    }
    // The address names the step on screen (the entry opened without ?step=, or a skipped or unknown one).
    if (inAddress !== shown) navigate({ search: searchWithLevel(search, shown) }, { replace: true });
  }, [search, locationKey, complete, variant, showLevel, navigate]);
  const toNext = useCallback((from: number) => nextLevel(variant, draftRef.current, from), [variant]);
  const toPrevious = useCallback((from: number) => previousLevel(variant, draftRef.current, from), [variant]);

  const onSubmit = useCallback(
    async ({ jumpTo }: Pick<WizardState, 'jumpTo'>) => {
      const body: RegistrationSubmission = { ...draftRef.current, site: siteId, ...(uuid ? { uuid } : {}) };
      try {
        const saved = await submission.mutateAsync({ body, idempotencyKey });
        settleServerDraft(storageKey, saved.id, saved._uuid);
      } catch (error) {
        if (error instanceof ApiError && error.status === 400 && error.errors.length > 0) {
          // The step rules that place the errors are loaded only for a refused submit (by then the
          // step schemas, which wrap the same rules, are loaded: no new download in practice).
          const level = await import('../server-errors.ts').then(
            ({ levelOfServerErrors }) => levelOfServerErrors(variant, draftRef.current, error.errors),
            () => null,
          );
          const target = level ?? submitLevel(variant);
          setServerErrors((current) => ({
            level: target,
            errors: error.errors,
            version: (current?.version ?? 0) + 1,
          }));
          jumpTo(target, { invalid: true });
          return;
        }
        notify('warning', t('submitFailed'));
        return;
      }
      clearRegistration(storageKey);
      jumpTo(thankYou);
    },
    [siteId, uuid, submission, idempotencyKey, variant, notify, t, storageKey, thankYou],
  );

  const errorsHere = serverErrors?.level === level ? serverErrors.errors : NO_ERRORS;
  const draftState = useMemo<RegistrationDraftState>(
    () => ({ draft, update, variant, level, site, serverErrors: errorsHere }),
    [draft, update, variant, level, site, errorsHere],
  );

  const step = stepAtLevel(variant, level);
  const Step = step ? stepComponents[step] : undefined;
  const isLastLongStep = variant === 'long' && level === submitLevel(variant);
  const title = step ? t(`stepTitles.${variant}.${step}`) : '';

  // The code of the steps Next and Back lead to is fetched while this one is filled, so a
  // move shows its step without the 'Loading...' fallback. The skip rules read one answer of the draft.
  const mailingTheSame = draft.isMailingAddressTheSame;
  const beside = useMemo(
    () =>
      complete
        ? []
        : [
            ...stepsBeside(variant, { isMailingAddressTheSame: mailingTheSame }, level).map(
              (key) => stepComponents[key],
            ),
            // The submit leads to the thank-you page.
            ...(level === submitLevel(variant) ? [RegistrationThankYouAhead] : []),
          ],
    [complete, variant, mailingTheSame, level, stepComponents],
  );
  usePreloadSteps(Step, beside);

  return (
    <RegistrationDraftProvider value={draftState}>
      <WizardProvider
        level={level}
        stepCount={REGISTRATION_STEPS[variant].length}
        onLevelChange={onLevelChange}
        nextLevel={toNext}
        previousLevel={toPrevious}
        onSubmit={onSubmit}
      >
        {complete || !step ? (
          <Suspense fallback={<PageLoading label={translateCommon('common.loading')} />}>
            <RegistrationThankYouAhead />
          </Suspense>
        ) : (
          <div className={styles.wizard}>
            {level === 0 && welcome}
            <StepProgress />
            <WizardStepFrame
              title={title}
              progressName={withoutStepCounter(title)}
              invalidMessage={translate(stepMessageKey(step))}
              backLabel={isLastLongStep ? t('updatePrevious') : undefined}
              submitLabel={t('submit')}
              submittingLabel={t('submitting')}
            >
              {Step ? (
                <Step
                  key={`${step}:${serverErrors?.level === level ? serverErrors.version : 0}`}
                  draft={draft}
                  step={step}
                  variant={variant}
                />
              ) : (
                <p className={styles.missing} role="note">
                  {t('missingStep')}
                </p>
              )}
            </WizardStepFrame>
            <SaveForLater
              wizardKey={storageKey}
              defaultEmail={draft.pgPrimaryEmail || draft.studentEmail}
              snapshot={serverSnapshot}
              level={level}
            />
          </div>
        )}
      </WizardProvider>
    </RegistrationDraftProvider>
  );
}
