import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { type ReactNode, Suspense, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { registerMessages } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { preloadableLazy } from '../../lib/preloadable-lazy.ts';
import { whenEngagedAndIdle } from '../../lib/when-engaged.ts';
import { keyboardFocusRing } from '../focus-ring/keyboard-focus-ring.ts';
import { LoadingSpinner } from '../page-state/loading-spinner.tsx';
import { wizardEn } from './i18n/en.ts';
import { CircleButton, WizardSubmitButton } from './wizard-buttons.tsx';
import { useWizard } from './wizard-context.tsx';
import { focusFirstInvalid, scrollToTop } from './wizard-focus.ts';
import { WIZARD_NOTICE } from './wizard-notice-style.ts';

registerMessages('wizard', wizardEn, { es: () => import('./i18n/es.ts').then((module) => module.wizardEs) });

const INVALID_FOCUS_RETRY_MS = 100;

/**
 * The notice of a submit waiting for the connection, shown on the submit step only: fetched once the
 * family uses the page (long before the last step), not with the wizard's first load.
 */
const ConnectionLostNoticeAhead = preloadableLazy<{ loading?: boolean }>(() =>
  import('../connection-lost/connection-lost-notice.tsx').then((module) => ({
    default: module.ConnectionLostNotice,
  })),
);

const useStyles = makeStyles({
  frame: { display: 'grid', gap: tokens.spacingVerticalL, minWidth: 0 },
  heading: {
    margin: 0,
    fontSize: tokens.fontSizeBase600,
    lineHeight: tokens.lineHeightBase600,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
    scrollMarginTop: tokens.spacingVerticalXXL,
    ...keyboardFocusRing('4px'),
  },
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: 0,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
  top: { display: 'grid', gap: tokens.spacingVerticalXS, minWidth: 0 },
  progressLine: {
    margin: 0,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground2,
    overflowWrap: 'anywhere',
  },
  content: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  // Not drawn while the step loads (see StepLoading).
  away: { display: 'none' },
  message: {
    ...WIZARD_NOTICE,
    ...keyboardFocusRing('2px'),
  },
  nav: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    paddingTop: tokens.spacingVerticalS,
  },
  forward: { marginLeft: 'auto' },
});

/**
 * The step's content while its code (or, in Spanish, its texts) loads: forward waits for it (there is
 * nothing to check yet), and the buttons are not drawn until it is in, so they do not jump down the
 * screen a parent is reading as the fields arrive (a layout shift of 0.11 to 0.19 on a wizard's first
 * screen before).
 */
function StepLoading({ label }: { label: string }) {
  const { markLoading } = useWizard();
  // Marked in the commit itself, not after paint: a tap landing between the two would pass the step unchecked.
  useLayoutEffect(() => markLoading(), [markLoading]);
  return <LoadingSpinner size="small" label={label} />;
}

export interface WizardStepFrameProps {
  /** The step's title as the spec shows it, counter included where it has one ('Student Preference (2/11)'). */
  title: string;
  children: ReactNode;
  /** Shown after a failed forward attempt; 'Please fill out the required fields' when left out. */
  invalidMessage?: string;
  /** A visible label for the back control (its accessible name too); a plain circle 'Previous step' when left out. */
  backLabel?: string;
  submitLabel?: string;
  submittingLabel?: string;
  headingLevel?: 1 | 2;
  /** No forward control: the step says why the family cannot go on (e.g. a center without courses). */
  forwardHidden?: boolean;
  /**
   * The step's name for a visible 'Step n of m · {name}' line above the heading (a parent sees how far
   * along they are). Left out, 'Step n of m' is for screen readers only (the Lelo titles carry '(n/7)').
   */
  progressName?: string;
}

/**
 * One wizard step: its heading (focused after every move, described by 'Step n of m', which is also
 * shown when the step has a `progressName`), its content, the message of a failed forward attempt
 * (announced, then the first invalid field focused), and the circle buttons: no back on level 0, on the submit level a submit button instead of forward.
 */
export function WizardStepFrame({
  title,
  children,
  invalidMessage,
  backLabel,
  submitLabel,
  submittingLabel,
  headingLevel = 1,
  forwardHidden = false,
  progressName,
}: WizardStepFrameProps) {
  const { t } = useTranslation('wizard');
  const styles = useStyles();
  useEffect(() => whenEngagedAndIdle(() => void ConnectionLostNoticeAhead.preload()), []);
  const wizard = useWizard();
  const { level, stepCount, invalid, invalidCount, consumeNavigation } = wizard;
  const headingId = useId();
  const progressId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const message = useRef<HTMLParagraphElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const progress = t('progress', { current: level + 1, total: stepCount });

  // After a forward or back move (not on the first render): back to the top, focus on the new heading.
  useEffect(() => {
    if (!consumeNavigation(level)) return;
    scrollToTop();
    heading.current?.focus({ preventScroll: true });
  }, [level, consumeNavigation]);

  // Enter in a field does what the forward control on screen does (see `pressEnter`).
  const { isSubmitStep, canSubmit, registerForward } = wizard;
  const forwardKind = isSubmitStep ? (canSubmit ? 'submit' : 'none') : forwardHidden ? 'none' : 'next';
  useEffect(
    () =>
      registerForward(
        forwardKind === 'submit'
          ? { kind: 'submit', focus: () => submitButton.current?.focus() }
          : { kind: forwardKind },
      ),
    [forwardKind, registerForward],
  );

  // After a failed attempt: the first invalid field gets the focus (else the message itself). The step
  // marks its fields as it re-renders, so a second look follows shortly if the first finds none.
  useEffect(() => {
    if (!invalid || invalidCount === 0) return;
    let timer = setTimeout(() => {
      if (focusFirstInvalid(content.current)) return;
      timer = setTimeout(() => {
        if (!focusFirstInvalid(content.current)) message.current?.focus();
      }, INVALID_FOCUS_RETRY_MS);
    }, 0);
    return () => clearTimeout(timer);
  }, [invalid, invalidCount]);

  return (
    <section
      className={styles.frame}
      aria-labelledby={headingId}
      data-testid="wizard-step"
      data-level={level}
    >
      <div className={styles.top}>
        {progressName !== undefined && (
          // Seen, not read: the heading's description is its 'Step n of m' and the heading itself is the
          // name, so a screen reader hears each once when the heading gets the focus.
          <p className={styles.progressLine} aria-hidden="true" data-testid="wizard-progress">
            <span id={progressId}>{progress}</span>
            {` · ${progressName}`}
          </p>
        )}
        <Heading
          id={headingId}
          ref={heading}
          tabIndex={-1}
          className={styles.heading}
          aria-describedby={progressId}
        >
          {title}
        </Heading>
      </div>
      {progressName === undefined && (
        <p id={progressId} className={styles.hidden}>
          {progress}
        </p>
      )}
      <div ref={content} className={styles.content}>
        <Suspense fallback={<StepLoading label={t('loadingStep')} />}>{children}</Suspense>
      </div>
      <div aria-live="assertive" aria-atomic="true">
        {invalid && (
          <p
            key={invalidCount}
            ref={message}
            tabIndex={-1}
            className={styles.message}
            data-testid="wizard-invalid-message"
          >
            {invalidMessage ?? t('required')}
          </p>
        )}
      </div>
      {wizard.isSubmitStep && (
        <Suspense fallback={null}>
          <ConnectionLostNoticeAhead />
        </Suspense>
      )}
      <nav
        className={mergeClasses(styles.nav, wizard.stepLoading && styles.away)}
        aria-label={t('navigation')}
      >
        {!wizard.isFirstStep && (
          <CircleButton
            direction="back"
            label={backLabel ?? t('previous')}
            showLabel={backLabel !== undefined}
            busy={wizard.busy}
            onClick={wizard.goBack}
          />
        )}
        <span className={styles.forward}>
          {wizard.isSubmitStep
            ? wizard.canSubmit && (
                <WizardSubmitButton
                  ref={submitButton}
                  label={submitLabel ?? t('submit')}
                  pendingLabel={submittingLabel ?? t('submitting')}
                  pending={wizard.submitting}
                  onClick={() => void wizard.goNext()}
                />
              )
            : !forwardHidden && (
                <CircleButton
                  direction="next"
                  label={t('next')}
                  busy={wizard.busy}
                  onClick={() => void wizard.goNext()}
                />
              )}
        </span>
      </nav>
    </section>
  );
}
