import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

/** Checks the current step; true lets the wizard move on. */
export type StepValidator = () => boolean | Promise<boolean>;

/** What the step on screen gives the shell: its check for the forward button, its save for the back button. */
export interface WizardStepHandler {
  validate: StepValidator;
  /** Keeps what is on the step without checking it (called before going back). */
  save?: () => void;
}

export interface WizardProviderProps {
  /** The level on screen: 0 .. stepCount - 1 are the steps, stepCount is the thank-you. */
  level: number;
  /** How many form steps the wizard has (11 or 15 for the registration). The last one is the submit step. */
  stepCount: number;
  onLevelChange: (level: number) => void;
  /** The level after `level` (skip rules); level + 1 when left out. */
  nextLevel?: (level: number) => number;
  /** The level before `level` (skip rules); level - 1 when left out. */
  previousLevel?: (level: number) => number;
  /**
   * Called by a valid forward attempt on the submit step; the wizard is busy until it settles. It gets
   * `jumpTo` to move on to the thank-you, or back to a step the server found fault with.
   */
  onSubmit?: (controls: WizardControls) => void | Promise<void>;
  children: ReactNode;
}

export interface WizardControls {
  /** Moves to `level` directly; `invalid` shows it as a failed attempt (server field errors). */
  jumpTo: (level: number, options?: { invalid?: boolean }) => void;
}

/**
 * What the step frame shows as its forward control: Enter in a field does what that control does
 * ('next' moves on, 'submit' only takes the focus to the Submit button, 'none' nothing).
 */
export type ForwardControl = { kind: 'next' } | { kind: 'submit'; focus: () => void } | { kind: 'none' };

export interface WizardState extends WizardControls {
  level: number;
  stepCount: number;
  /** stepCount - 1: no forward button there, the submit button instead. */
  submitLevel: number;
  isFirstStep: boolean;
  isSubmitStep: boolean;
  /** The thank-you level (or beyond): no step frame. */
  isComplete: boolean;
  /** A forward attempt was made on the step on screen (the step forms show red borders from then on). */
  attempted: boolean;
  /** The last forward attempt on this step failed: the frame shows its message. */
  invalid: boolean;
  /** Counts failed attempts, so the frame can move the focus and re-announce the message each time. */
  invalidCount: number;
  /** A check or the submit is running; forward and back do nothing meanwhile. */
  busy: boolean;
  submitting: boolean;
  canSubmit: boolean;
  /** Checks the step (with `validate`, else the step's registered handler) and moves on, or submits. */
  goNext: (validate?: StepValidator) => Promise<boolean>;
  goBack: () => void;
  /** Registers the step on screen; returns the unregister function. */
  registerStep: (handler: WizardStepHandler) => () => void;
  /**
   * Marks the step as still loading (its code, its texts or the lists it shows): forward does nothing
   * meanwhile, and what sits under the step (its buttons, 'Save and continue later') is not drawn, so
   * it does not move down when the step arrives. Returns the function ending it.
   */
  markLoading: () => () => void;
  /** Some part of the step on screen is still loading (see `markLoading`). */
  stepLoading: boolean;
  /**
   * True once per move to `level`, by the buttons or by the browser's back and forward buttons (the
   * level given to the provider changed): the frame then scrolls up and focuses its heading.
   */
  consumeNavigation: (level: number) => boolean;
  /** The frame says which forward control it shows; returns the function withdrawing it. */
  registerForward: (control: ForwardControl) => () => void;
  /**
   * Enter in a step's field: what the forward control does. Next moves on (checked, as a tap on it);
   * on the submit step the focus goes to Submit, which then takes a deliberate press (Enter in the
   * last field never sends the form by accident); without a frame it moves on.
   */
  pressEnter: () => void;
}

interface AttemptState {
  level: number;
  attempted: boolean;
  invalid: boolean;
  count: number;
}

const WizardContext = createContext<WizardState | null>(null);

/** The stepper: which level is on screen, how forward and back move, what the last attempt found. */
export function WizardProvider({
  level,
  stepCount,
  onLevelChange,
  nextLevel,
  previousLevel,
  onSubmit,
  children,
}: WizardProviderProps) {
  const submitLevel = stepCount - 1;
  const [attempt, setAttempt] = useState<AttemptState>({
    level,
    attempted: false,
    invalid: false,
    count: 0,
  });
  const [busy, setBusy] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const busyRef = useRef(false);
  const handlerRef = useRef<WizardStepHandler | null>(null);
  const loadingCount = useRef(0);
  // The count above is read by a click in the same task; this state redraws what hides meanwhile.
  const [stepLoading, setStepLoading] = useState(false);
  const navigatedTo = useRef<number | null>(null);
  // The level the frame last settled on: a level given from outside (history back and forward) is a move too.
  const settledLevel = useRef(level);
  const forwardRef = useRef<ForwardControl | null>(null);
  const latest = useRef({ level, submitLevel, onLevelChange, nextLevel, previousLevel, onSubmit });
  // Kept in the commit (a layout effect): a Next pressed as soon as a step shows must start from it.
  useLayoutEffect(() => {
    latest.current = { level, submitLevel, onLevelChange, nextLevel, previousLevel, onSubmit };
  });

  const move = useCallback((target: number) => {
    navigatedTo.current = target;
    latest.current.onLevelChange(target);
  }, []);

  const jumpTo = useCallback(
    (target: number, options: { invalid?: boolean } = {}) => {
      const invalid = options.invalid === true;
      setAttempt((previous) => ({
        level: target,
        attempted: invalid,
        invalid,
        count: invalid ? previous.count + 1 : previous.count,
      }));
      if (target !== latest.current.level) move(target);
    },
    [move],
  );

  const goNext = useCallback(
    async (validate?: StepValidator) => {
      // A step whose code is still loading has no check yet: a click then must not pass it unchecked.
      if (busyRef.current || (!validate && loadingCount.current > 0)) return false;
      busyRef.current = true;
      setBusy(true);
      const current = latest.current.level;
      try {
        const check = validate ?? handlerRef.current?.validate;
        const valid = check ? await check() : true;
        if (!valid) {
          setAttempt((previous) => ({
            level: current,
            attempted: true,
            invalid: true,
            count: previous.count + 1,
          }));
          return false;
        }
        setAttempt((previous) => ({ ...previous, level: current, attempted: true, invalid: false }));
        const { submitLevel: lastStep, onSubmit: submit, nextLevel: next } = latest.current;
        if (current >= lastStep) {
          if (!submit) return true;
          setSubmitting(true);
          await submit({ jumpTo });
          return true;
        }
        move(next ? next(current) : current + 1);
        return true;
      } catch {
        return false;
      } finally {
        busyRef.current = false;
        setBusy(false);
        setSubmitting(false);
      }
    },
    [move, jumpTo],
  );

  const goBack = useCallback(() => {
    const { level: current, previousLevel: previous } = latest.current;
    if (busyRef.current || current <= 0) return;
    handlerRef.current?.save?.();
    move(Math.max(0, previous ? previous(current) : current - 1));
  }, [move]);

  const registerStep = useCallback((handler: WizardStepHandler) => {
    handlerRef.current = handler;
    return () => {
      if (handlerRef.current === handler) handlerRef.current = null;
    };
  }, []);

  const markLoading = useCallback(() => {
    loadingCount.current += 1;
    setStepLoading(true);
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      loadingCount.current -= 1;
      setStepLoading(loadingCount.current > 0);
    };
  }, []);

  const consumeNavigation = useCallback((target: number) => {
    const moved = navigatedTo.current === target || settledLevel.current !== target;
    settledLevel.current = target;
    if (!moved) return false;
    navigatedTo.current = null;
    return true;
  }, []);

  const registerForward = useCallback((control: ForwardControl) => {
    forwardRef.current = control;
    return () => {
      if (forwardRef.current === control) forwardRef.current = null;
    };
  }, []);

  const pressEnter = useCallback(() => {
    const control = forwardRef.current ?? { kind: 'next' };
    if (control.kind === 'next') void goNext();
    else if (control.kind === 'submit') control.focus();
  }, [goNext]);

  const onThisLevel = attempt.level === level;
  const value = useMemo<WizardState>(
    () => ({
      level,
      stepCount,
      submitLevel,
      isFirstStep: level <= 0,
      isSubmitStep: level === submitLevel,
      isComplete: level >= stepCount,
      attempted: onThisLevel && attempt.attempted,
      invalid: onThisLevel && attempt.invalid,
      invalidCount: attempt.count,
      busy,
      submitting,
      canSubmit: onSubmit !== undefined,
      goNext,
      goBack,
      jumpTo,
      registerStep,
      markLoading,
      stepLoading,
      consumeNavigation,
      registerForward,
      pressEnter,
    }),
    [
      level,
      stepCount,
      submitLevel,
      onThisLevel,
      attempt,
      busy,
      submitting,
      onSubmit,
      goNext,
      goBack,
      jumpTo,
      registerStep,
      markLoading,
      stepLoading,
      consumeNavigation,
      registerForward,
      pressEnter,
    ],
  );
  return <WizardContext.Provider value={value}>{children}</WizardContext.Provider>;
}

export function useWizard(): WizardState {
  const wizard = useContext(WizardContext);
  if (!wizard) throw new Error('useWizard needs a WizardProvider');
  return wizard;
}

/**
 * Makes `handler` the step on screen's check and save while the calling component is mounted. It is
 * registered in the commit that shows the step (a layout effect), not after it: a Next clicked as soon
 * as the step appears must run this step's check, not the one of the step it replaced.
 */
export function useWizardStep(handler: WizardStepHandler): void {
  const { registerStep } = useWizard();
  useLayoutEffect(() => registerStep(handler), [registerStep, handler]);
}

/**
 * What a wizard shows under its step, drawn only once the step has loaded (see `markLoading`): until
 * then it would sit under a short 'Loading...' line and move down the screen as the step's fields
 * arrive (a layout shift). Hidden, not unmounted, so its state is kept.
 */
export function UnderTheStep({ children }: { children: ReactNode }) {
  const { stepLoading } = useWizard();
  return <div style={{ display: stepLoading ? 'none' : 'contents' }}>{children}</div>;
}
