import {
  businessToday,
  emptyRegistrationDraft,
  levelOfStep,
  REGISTRATION_STEPS,
  type RegistrationDraft,
  type RegistrationStepKey,
  type RegistrationVariant,
  type Site,
  stepMessageKey,
} from '@enroll/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { WizardProvider } from '../../../../components/wizard/wizard-context.tsx';
import { WizardStepFrame } from '../../../../components/wizard/wizard-step-frame.tsx';
import { useTranslation } from '../../../../i18n/use-translation.ts';
import { useValidationMessage } from '../../../../i18n/use-validation-message.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import '../../i18n/register.ts';
import { RegistrationDraftProvider, type RegistrationDraftState } from '../../registration-draft-context.tsx';
import type { RegistrationStepComponent } from '../../step-types.ts';

const SITE = { id: 'site-1', name: 'Test Site' } as unknown as Site;

interface HarnessProps {
  Step: RegistrationStepComponent;
  step: RegistrationStepKey;
  variant: RegistrationVariant;
  initial: RegistrationDraft;
  onDraft: (draft: RegistrationDraft) => void;
  onMove: (level: number) => void;
}

/** One step inside the real wizard frame and a draft of its own, as the registration wizard renders it. */
function Harness({ Step, step, variant, initial, onDraft, onMove }: HarnessProps) {
  const { t } = useTranslation('registration');
  const translate = useValidationMessage();
  const [draft, setDraft] = useState(initial);
  const latest = useRef(initial);
  const update = useCallback(
    (partial: Partial<RegistrationDraft>) => {
      latest.current = { ...latest.current, ...partial };
      setDraft(latest.current);
      onDraft(latest.current);
    },
    [onDraft],
  );
  const level = levelOfStep(variant, step);
  const state = useMemo<RegistrationDraftState>(
    () => ({ draft, update, variant, level, site: SITE, serverErrors: [] }),
    [draft, update, variant, level],
  );
  return (
    <RegistrationDraftProvider value={state}>
      <WizardProvider level={level} stepCount={REGISTRATION_STEPS[variant].length} onLevelChange={onMove}>
        <WizardStepFrame
          title={t(`stepTitles.${variant}.${step}`)}
          invalidMessage={translate(stepMessageKey(step))}
        >
          <Step draft={draft} step={step} variant={variant} />
        </WizardStepFrame>
      </WizardProvider>
    </RegistrationDraftProvider>
  );
}

export interface RenderStepOptions {
  variant: RegistrationVariant;
  draft?: Partial<RegistrationDraft>;
}

/** Renders a step; `draft()` is the draft as last saved, `moves` the levels the forward button went to. */
export function renderPeopleStep(
  Step: RegistrationStepComponent,
  step: RegistrationStepKey,
  { variant, draft = {} }: RenderStepOptions,
) {
  let saved: RegistrationDraft = { ...emptyRegistrationDraft(), ...draft };
  const moves: number[] = [];
  const view = renderWithProviders(
    <Harness
      Step={Step}
      step={step}
      variant={variant}
      initial={saved}
      onDraft={(next) => {
        saved = next;
      }}
      onMove={(level) => moves.push(level)}
    />,
  );
  return { ...view, draft: () => saved, moves };
}

/** The birth date of someone who turns `years` today (Feb 29 falls back to Feb 28). */
export function birthDateYearsAgo(years: number): string {
  const [year, month, day] = businessToday().split('-');
  const date = `${Number(year) - years}-${month}-${day}`;
  return month === '02' && day === '29' ? date.replace(/-29$/, '-28') : date;
}

export function input(name: string | RegExp): HTMLInputElement {
  const element = screen.getByRole('textbox', { name });
  if (!(element instanceof HTMLInputElement)) throw new Error(`${String(name)} is not an input`);
  return element;
}

export function select(name: string | RegExp): HTMLSelectElement {
  const element = screen.getByRole('combobox', { name });
  if (!(element instanceof HTMLSelectElement)) throw new Error(`${String(name)} is not a select`);
  return element;
}

export function optionsOf(name: string | RegExp): string[] {
  return within(select(name))
    .getAllByRole('option')
    .map((option) => option.getAttribute('value') ?? '')
    .filter((value) => value !== '');
}

/** Types into a text input or picks a select option by its value. */
export function change(element: HTMLElement, value: string) {
  fireEvent.change(element, { target: { value } });
  fireEvent.blur(element);
}

/** Answers a radio question ('Yes', 'No', 'Cell', ...). */
export function answer(question: string | RegExp, option: string) {
  const group = screen.getByRole('radiogroup', { name: question });
  fireEvent.click(within(group).getByRole('radio', { name: option }));
}

export function nextButton(): HTMLElement {
  return screen.getByRole('button', { name: 'Next step' });
}

/** The texts an element is described by (its hint and its error). */
export function description(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
