import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { lazy, type ReactElement, useLayoutEffect, useMemo, useState } from 'react';
import { type Resolver, useForm, useFormContext, useFormState } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { StepProgress } from './step-progress.tsx';
import { useWizardForm } from './use-wizard-form.ts';
import { UnderTheStep, useWizard, useWizardStep, WizardProvider } from './wizard-context.tsx';
import { WizardForm } from './wizard-form.tsx';
import { historyMove, levelCameFrom } from './wizard-history.ts';
import { WizardStepFrame } from './wizard-step-frame.tsx';

/** A step with one required input: valid once something is typed. */
function RequiredInputStep({ save }: { save?: () => void }) {
  const { attempted } = useWizard();
  const [value, setValue] = useState('');
  const handler = useMemo(() => ({ validate: () => value.trim() !== '', save }), [value, save]);
  useWizardStep(handler);
  return (
    <label>
      Name
      <input
        value={value}
        aria-invalid={attempted && value.trim() === ''}
        onChange={(event) => setValue(event.target.value)}
      />
    </label>
  );
}

interface HarnessProps {
  stepCount?: number;
  start?: number;
  backLabel?: (level: number) => string | undefined;
  onSubmit?: () => Promise<void>;
  save?: () => void;
}

function Harness({ stepCount = 3, start = 0, backLabel, onSubmit, save }: HarnessProps) {
  const [level, setLevel] = useState(start);
  return (
    <WizardProvider level={level} stepCount={stepCount} onLevelChange={setLevel} onSubmit={onSubmit}>
      {level >= stepCount ? (
        <p>Done</p>
      ) : (
        <>
          <StepProgress />
          <WizardStepFrame title={`Step title ${level}`} backLabel={backLabel?.(level)}>
            <RequiredInputStep key={level} save={save} />
          </WizardStepFrame>
        </>
      )}
    </WizardProvider>
  );
}

const next = () => screen.queryByRole('button', { name: 'Next step' });
const back = () => screen.queryByRole('button', { name: 'Previous step' });
const heading = (level: number) => screen.getByRole('heading', { level: 1, name: `Step title ${level}` });

let scrollTo: ReturnType<typeof vi.fn>;

beforeEach(() => {
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('wizard shell: the buttons on each level', () => {
  it('has no back button on level 0, both in the middle, and a submit instead of forward on the last step', async () => {
    renderWithProviders(<Harness start={0} onSubmit={async () => undefined} />);
    expect(back()).toBeNull();
    expect(next()).not.toBeNull();

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'a' } });
    fireEvent.click(next() as HTMLElement);
    await screen.findByRole('heading', { name: 'Step title 1' });
    expect(back()).not.toBeNull();
    expect(next()).not.toBeNull();

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'b' } });
    fireEvent.click(next() as HTMLElement);
    await screen.findByRole('heading', { name: 'Step title 2' });
    expect(next()).toBeNull();
    expect(back()).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
  });

  it('labels the back control with the given text', () => {
    renderWithProviders(
      <Harness start={2} backLabel={(level) => (level === 2 ? 'Update previous information' : undefined)} />,
    );
    const control = screen.getByRole('button', { name: 'Update previous information' });
    expect(control.textContent).toContain('Update previous information');
    expect(back()).toBeNull();
    expect(next()).toBeNull();
  });

  it("says 'Step n of m' to screen readers and draws one progress segment per step", () => {
    renderWithProviders(<Harness stepCount={15} start={2} />);
    const title = heading(2);
    const described = document.getElementById(title.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Step 3 of 15');
    const segments = screen.getByTestId('step-progress').querySelectorAll('li');
    expect(segments).toHaveLength(15);
    expect(segments[1]?.getAttribute('data-state')).toBe('done');
    expect(segments[2]?.getAttribute('data-state')).toBe('current');
    expect(segments[3]?.getAttribute('data-state')).toBe('todo');
  });
});

/** A forward attempt from outside the frame (as Enter in a field makes one): 'Go on' calls goNext. */
function GoNextButton() {
  const { goNext } = useWizard();
  return (
    <button type="button" onClick={() => void goNext()}>
      Go on
    </button>
  );
}

/** A step whose code never arrives. */
const NeverLoadingStep = lazy(() => new Promise<{ default: () => null }>(() => undefined));

describe('wizard shell: moving forward and back', () => {
  it("shows 'Step n of m · {name}' above the heading when given a progress name, read once", async () => {
    function Named() {
      const [level, setLevel] = useState(0);
      return (
        <WizardProvider level={level} stepCount={3} onLevelChange={setLevel}>
          <WizardStepFrame title={`Title ${level}`} progressName={`Name ${level}`}>
            <RequiredInputStep key={level} />
          </WizardStepFrame>
        </WizardProvider>
      );
    }
    renderWithProviders(<Named />);
    const line = screen.getByTestId('wizard-progress');
    expect(line.textContent).toBe('Step 1 of 3 · Name 0');
    // Hidden from screen readers: the heading is the name, the line's counter its description.
    expect(line.getAttribute('aria-hidden')).toBe('true');
    const title = screen.getByRole('heading', { level: 1, name: 'Title 0', description: 'Step 1 of 3' });
    expect(line.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryAllByText('Step 1 of 3')).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'a' } });
    fireEvent.click(next() as HTMLElement);
    await screen.findByRole('heading', { level: 1, name: 'Title 1', description: 'Step 2 of 3' });
    expect(screen.getByTestId('wizard-progress').textContent).toBe('Step 2 of 3 · Name 1');
  });

  it('shows no progress line without a progress name (the counter stays for screen readers)', () => {
    renderWithProviders(<Harness start={1} />);
    expect(screen.queryByTestId('wizard-progress')).toBeNull();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Step title 1', description: 'Step 2 of 3' }),
    ).toBeTruthy();
  });

  it('ignores forward while the step is still loading, instead of passing it unchecked', async () => {
    const onLevelChange = vi.fn();
    renderWithProviders(
      <WizardProvider level={0} stepCount={3} onLevelChange={onLevelChange}>
        <WizardStepFrame title="Step title 0">
          <NeverLoadingStep />
        </WizardStepFrame>
        <GoNextButton />
      </WizardProvider>,
    );
    expect(await screen.findByText('Loading...')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go on' }));
    await act(async () => undefined);
    expect(heading(0)).toBeTruthy();
    expect(screen.queryByText('Please fill out the required fields')).toBeNull();
    expect(onLevelChange).not.toHaveBeenCalled();
  });

  it('draws the buttons and what is under the step only once the step is in, so they never move down', async () => {
    let arrive: (module: { default: () => ReactElement }) => void = () => undefined;
    const LaterStep = lazy(
      () =>
        new Promise<{ default: () => ReactElement }>((resolve) => {
          arrive = resolve;
        }),
    );
    renderWithProviders(
      <WizardProvider level={1} stepCount={3} onLevelChange={() => undefined}>
        <WizardStepFrame title="Step title 1">
          <LaterStep />
        </WizardStepFrame>
        <UnderTheStep>
          <button type="button">Save and continue later</button>
        </UnderTheStep>
      </WizardProvider>,
    );
    expect(await screen.findByText('Loading...')).toBeTruthy();
    expect(heading(1)).toBeTruthy();
    // In the document but not drawn (display: none): no box to shift.
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save and continue later' })).toBeNull();
    expect(screen.getByRole('navigation', { hidden: true })).toBeTruthy();

    await act(async () => arrive({ default: () => <p>The fields</p> }));
    expect(screen.getByText('The fields')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Step navigation' })).toBeTruthy();
    expect(next()).toBeTruthy();
    expect(back()).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save and continue later' })).toBeTruthy();
  });

  it('checks and leaves the step on screen when Next comes in the commit that shows it', async () => {
    const checked: string[] = [];
    function CheckedStep({ name }: { name: string }) {
      const handler = useMemo(
        () => ({
          validate: () => {
            checked.push(name);
            return true;
          },
        }),
        [name],
      );
      useWizardStep(handler);
      return <p>{name}</p>;
    }
    // Presses Next right after the commit that shows it, before React's passive effects have run: as
    // early as a click can come once the step is on screen.
    function NextAtOnce() {
      const { goNext } = useWizard();
      useLayoutEffect(() => {
        queueMicrotask(() => void goNext());
      }, [goNext]);
      return null;
    }
    const names = ['first', 'second', 'third'];
    function ThreeSteps() {
      const [level, setLevel] = useState(0);
      return (
        <WizardProvider level={level} stepCount={4} onLevelChange={setLevel}>
          <CheckedStep key={level} name={names[level] ?? 'none'} />
          {level === 0 && <GoNextButton />}
          {level === 1 && <NextAtOnce />}
        </WizardProvider>
      );
    }
    renderWithProviders(<ThreeSteps />);
    fireEvent.click(screen.getByRole('button', { name: 'Go on' }));
    // Its own check, and the move from its level: a stale one would check 'first' again or stay put.
    expect(await screen.findByText('third')).toBeTruthy();
    expect(checked).toEqual(['first', 'second']);
  });

  it('stays on an invalid step, shows the message and focuses the first invalid field', async () => {
    renderWithProviders(<Harness />);
    expect(screen.queryByText('Please fill out the required fields')).toBeNull();

    fireEvent.click(next() as HTMLElement);

    expect(await screen.findByText('Please fill out the required fields')).toBeTruthy();
    expect(heading(0)).toBeTruthy();
    const input = screen.getByLabelText('Name');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('moves on from a valid step, scrolls smoothly to the top and focuses the new heading', async () => {
    renderWithProviders(<Harness />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Maria' } });
    fireEvent.click(next() as HTMLElement);

    const title = await screen.findByRole('heading', { name: 'Step title 1' });
    await waitFor(() => expect(document.activeElement).toBe(title));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' }));
    expect(screen.queryByText('Please fill out the required fields')).toBeNull();
  });

  it('jumps to the top without animation when reduced motion is asked for', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    renderWithProviders(<Harness />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Maria' } });
    fireEvent.click(next() as HTMLElement);
    await screen.findByRole('heading', { name: 'Step title 1' });
    // The new step scrolls once it has rendered (an effect), which a loaded machine may run a tick later.
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'auto' }));
  });

  it('goes back without checking, after saving the step', async () => {
    const save = vi.fn();
    renderWithProviders(<Harness start={1} save={save} />);
    fireEvent.click(back() as HTMLElement);
    const title = await screen.findByRole('heading', { name: 'Step title 0' });
    expect(save).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.activeElement).toBe(title));
  });

  it('submits from the last step once it is valid and is busy meanwhile', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    renderWithProviders(<Harness start={2} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please fill out the required fields')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Maria' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const busy = await screen.findByRole('button', { name: 'Submitting...' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(busy);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeTruthy();
  });
});

interface NameValues {
  name: string;
  city: string;
}

const requireBoth: Resolver<NameValues> = (values) => {
  const errors: Record<string, { type: string; message: string }> = {};
  if (!values.name) errors.name = { type: 'required', message: 'Name is required' };
  if (!values.city) errors.city = { type: 'required', message: 'City is required' };
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

// As the wizards' fields do, it follows its error through a subscription of its own (useFormState):
// the form's context does not change with the form's state (see step-form-renders.ts).
function FormField({ name }: { name: keyof NameValues }) {
  const { register } = useFormContext<NameValues>();
  const { errors } = useFormState<NameValues>({ name });
  const error = errors[name]?.message;
  return (
    <div>
      <label>
        {name}
        <input {...register(name)} aria-invalid={error ? true : undefined} />
      </label>
      {error && <span>{error}</span>}
    </div>
  );
}

function FormStep({
  save,
  resolver = requireBoth,
}: {
  save: (values: NameValues) => void;
  resolver?: Resolver<NameValues>;
}) {
  const form = useForm<NameValues>({
    defaultValues: { name: '', city: '' },
    resolver,
    shouldFocusError: false,
  });
  useWizardForm(form, { save });
  return (
    <WizardForm form={form}>
      <FormField name="name" />
      <FormField name="city" />
    </WizardForm>
  );
}

function FormHarness({
  save,
  resolver,
}: {
  save: (values: NameValues) => void;
  resolver?: Resolver<NameValues>;
}) {
  const [level, setLevel] = useState(0);
  return (
    <WizardProvider level={level} stepCount={2} onLevelChange={setLevel}>
      <WizardStepFrame title={`Form step ${level}`}>
        {level === 0 && <FormStep save={save} resolver={resolver} />}
      </WizardStepFrame>
    </WizardProvider>
  );
}

describe('wizard shell: a react-hook-form step', () => {
  it('stays on the step without calling it wrong when its check cannot run, and checks again on the next press', async () => {
    // A step schema that failed to arrive (the public wizards fetch theirs apart from the page).
    let arrived = false;
    const fetchedOnce: Resolver<NameValues> = (values, context, options) => {
      if (arrived) return requireBoth(values, context, options);
      arrived = true;
      return Promise.reject(new Error('offline'));
    };
    renderWithProviders(<FormHarness save={vi.fn()} resolver={fetchedOnce} />);
    fireEvent.change(screen.getByLabelText('name'), { target: { value: 'Maria' } });
    fireEvent.change(screen.getByLabelText('city'), { target: { value: 'Lancaster' } });
    fireEvent.click(next() as HTMLElement);
    await waitFor(() => expect(arrived).toBe(true));
    // The button is usable again once the failed check has ended.
    await waitFor(() => expect(next()?.getAttribute('aria-disabled')).not.toBe('true'));
    expect(screen.queryByText('Please fill out the required fields')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Form step 0' })).toBeTruthy();
    fireEvent.click(next() as HTMLElement);
    await screen.findByRole('heading', { name: 'Form step 1' });
  });

  it('runs the form check on forward, focuses the first error in page order and saves as typing pauses', async () => {
    const save = vi.fn();
    renderWithProviders(<FormHarness save={save} />);
    fireEvent.click(next() as HTMLElement);
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('City is required')).toBeTruthy();
    expect(screen.getByText('Please fill out the required fields')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('name')));

    fireEvent.change(screen.getByLabelText('name'), { target: { value: 'Maria' } });
    await waitFor(() => expect(save).toHaveBeenLastCalledWith({ name: 'Maria', city: '' }));
    await waitFor(() => expect(screen.queryByText('Name is required')).toBeNull());

    fireEvent.change(screen.getByLabelText('city'), { target: { value: 'Lancaster' } });
    fireEvent.click(next() as HTMLElement);
    await screen.findByRole('heading', { name: 'Form step 1' });
    expect(save).toHaveBeenCalledWith({ name: 'Maria', city: 'Lancaster' });
  });

  it('saves what was typed a moment ago as soon as the page goes away (a reload) or is hidden', () => {
    const save = vi.fn();
    renderWithProviders(<FormHarness save={save} />);
    fireEvent.change(screen.getByLabelText('name'), { target: { value: 'Mar' } });
    expect(save).not.toHaveBeenCalled();
    fireEvent(window, new Event('pagehide'));
    expect(save).toHaveBeenLastCalledWith({ name: 'Mar', city: '' });

    fireEvent.change(screen.getByLabelText('name'), { target: { value: 'Maria' } });
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    fireEvent(document, new Event('visibilitychange'));
    expect(save).toHaveBeenLastCalledWith({ name: 'Maria', city: '' });
    expect(save).toHaveBeenCalledTimes(2);
  });
});

/** A react-hook-form step with a text field, a textarea, a select and a button of its own. */
function EnterStep({ onOwnButton }: { onOwnButton?: () => void }) {
  const form = useForm<NameValues>({
    defaultValues: { name: '', city: '' },
    resolver: requireBoth,
    shouldFocusError: false,
  });
  useWizardForm(form, { save: () => undefined });
  return (
    <WizardForm form={form}>
      <FormField name="name" />
      <label>
        City
        <select {...form.register('city')}>
          <option value="">Select one</option>
          <option value="Lancaster">Lancaster</option>
        </select>
      </label>
      <label>
        Notes
        <textarea />
      </label>
      <button type="button" onClick={onOwnButton}>
        Set all to English
      </button>
    </WizardForm>
  );
}

function EnterHarness({
  stepCount = 3,
  start = 0,
  onSubmit,
  forwardHidden,
  onOwnButton,
}: {
  stepCount?: number;
  start?: number;
  onSubmit?: () => Promise<void>;
  forwardHidden?: boolean;
  onOwnButton?: () => void;
}) {
  const [level, setLevel] = useState(start);
  return (
    <WizardProvider level={level} stepCount={stepCount} onLevelChange={setLevel} onSubmit={onSubmit}>
      <WizardStepFrame title={`Enter step ${level}`} forwardHidden={forwardHidden}>
        <EnterStep key={level} onOwnButton={onOwnButton} />
      </WizardStepFrame>
    </WizardProvider>
  );
}

const enter = (element: Element, init: Partial<KeyboardEventInit> = {}) =>
  fireEvent.keyDown(element, { key: 'Enter', code: 'Enter', ...init });

function fillEnterStep() {
  fireEvent.change(screen.getByLabelText('name'), { target: { value: 'Maria' } });
  fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Lancaster' } });
}

describe('wizard shell: Enter in a field', () => {
  it('checks the step as Next does: the message on an invalid step, the next step on a valid one', async () => {
    renderWithProviders(<EnterHarness />);
    enter(screen.getByLabelText('name'));
    expect(await screen.findByText('Please fill out the required fields')).toBeTruthy();
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Enter step 0' })).toBeTruthy();

    fillEnterStep();
    enter(screen.getByLabelText('City'));
    const title = await screen.findByRole('heading', { level: 1, name: 'Enter step 1' });
    await waitFor(() => expect(document.activeElement).toBe(title));
  });

  it('keeps Enter for a new line in a textarea, for a button of the step, with a modifier and while composing', async () => {
    const onOwnButton = vi.fn();
    renderWithProviders(<EnterHarness onOwnButton={onOwnButton} />);
    fillEnterStep();
    const notes = screen.getByLabelText('Notes');
    expect(enter(notes)).toBe(true);
    expect(enter(screen.getByRole('button', { name: 'Set all to English' }))).toBe(true);
    expect(enter(screen.getByLabelText('name'), { shiftKey: true })).toBe(true);
    expect(enter(screen.getByLabelText('name'), { isComposing: true })).toBe(true);
    await act(async () => undefined);
    expect(screen.getByRole('heading', { level: 1, name: 'Enter step 0' })).toBeTruthy();
    expect(screen.queryByText('Please fill out the required fields')).toBeNull();
  });

  it('does nothing where the step shows no way on', async () => {
    renderWithProviders(<EnterHarness forwardHidden />);
    fillEnterStep();
    expect(enter(screen.getByLabelText('name'))).toBe(false);
    await act(async () => undefined);
    expect(screen.getByRole('heading', { level: 1, name: 'Enter step 0' })).toBeTruthy();
  });

  it('only takes the focus to Submit on the submit step: sending the form takes a deliberate press', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderWithProviders(<EnterHarness start={2} onSubmit={onSubmit} />);
    fillEnterStep();
    enter(screen.getByLabelText('name'));
    const submit = screen.getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(document.activeElement).toBe(submit));
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(submit);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });
});

describe('wizard shell: a level changed from outside (the browser back and forward buttons)', () => {
  it('scrolls up and focuses the heading as a move by the buttons does', async () => {
    function Outside() {
      const [level, setLevel] = useState(1);
      return (
        <>
          <button type="button" onClick={() => setLevel(0)}>
            Browser back
          </button>
          <WizardProvider level={level} stepCount={3} onLevelChange={setLevel}>
            <WizardStepFrame title={`Step title ${level}`}>
              <RequiredInputStep key={level} />
            </WizardStepFrame>
          </WizardProvider>
        </>
      );
    }
    renderWithProviders(<Outside />);
    // The first step on screen is not a move: the focus stays where the page put it.
    await act(async () => undefined);
    expect(document.activeElement).toBe(document.body);
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    const title = await screen.findByRole('heading', { level: 1, name: 'Step title 0' });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});

describe('wizard history moves', () => {
  it('pushes forward, returns to the entry of the step before, and replaces otherwise', () => {
    expect(historyMove(2, 3, null)).toEqual({ kind: 'push', from: 2 });
    expect(historyMove(3, 2, { wizardFrom: 2 })).toEqual({ kind: 'back' });
    // Opened on the step (a reload of a saved link, a server error jump): nothing to go back to.
    expect(historyMove(3, 2, null)).toEqual({ kind: 'replace' });
    expect(historyMove(5, 3, { wizardFrom: 4 })).toEqual({ kind: 'replace' });
    expect(levelCameFrom({ wizardFrom: -1 })).toBeNull();
    expect(levelCameFrom({ wizardFrom: '2' })).toBeNull();
  });
});
