import {
  emptyRegistrationDraft,
  levelOfStep,
  REGISTRATION_STEPS,
  type RegistrationDraft,
  type RegistrationStepKey,
  type RegistrationVariant,
  type Site,
  stepMessageKey,
} from '@enroll/domain';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useMemo } from 'react';
import { expect } from 'vitest';
import {
  type HarnessRecord,
  harnessRecord,
  useHarnessDraft,
} from '../../../../components/wizard/test-utils/use-harness-draft.ts';
import { WizardProvider } from '../../../../components/wizard/wizard-context.tsx';
import { WizardStepFrame } from '../../../../components/wizard/wizard-step-frame.tsx';
import { useTranslation } from '../../../../i18n/use-translation.ts';
import { useValidationMessage } from '../../../../i18n/use-validation-message.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import '../../i18n/register.ts';
import { RegistrationDraftProvider, type RegistrationDraftState } from '../../registration-draft-context.tsx';
import type { RegistrationStepComponent } from '../../step-types.ts';

export { birthDateYearsAgo } from '../../../../components/form-fields/test-utils/birth-date.ts';
export {
  answer,
  change,
  combobox as select,
  description,
  optionValues as optionsOf,
  textbox as input,
} from '../../../../components/form-fields/test-utils/field-queries.ts';

const SITE = { id: 'site-1', name: 'Test Site' } as unknown as Site;

interface HarnessProps {
  Step: RegistrationStepComponent;
  step: RegistrationStepKey;
  variant: RegistrationVariant;
  record: HarnessRecord<RegistrationDraft>;
}

/** One step inside the real wizard frame and a draft of its own, as the registration wizard renders it. */
function Harness({ Step, step, variant, record }: HarnessProps) {
  const { t } = useTranslation('registration');
  const translate = useValidationMessage();
  const { draft, update } = useHarnessDraft(record);
  const level = levelOfStep(variant, step);
  const state = useMemo<RegistrationDraftState>(
    () => ({ draft, update, variant, level, site: SITE, serverErrors: [] }),
    [draft, update, variant, level],
  );
  return (
    <RegistrationDraftProvider value={state}>
      <WizardProvider
        level={level}
        stepCount={REGISTRATION_STEPS[variant].length}
        onLevelChange={record.onMove}
      >
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
  const record = harnessRecord<RegistrationDraft>({ ...emptyRegistrationDraft(), ...draft });
  const view = renderWithProviders(<Harness Step={Step} step={step} variant={variant} record={record} />);
  return { ...view, draft: record.draft, moves: record.moves };
}

export function nextButton(): HTMLElement {
  return screen.getByRole('button', { name: 'Next step' });
}

/** Next step, inside act (its checks run; its schema may still be arriving on a first check). */
async function pressNext(): Promise<void> {
  await act(async () => {
    fireEvent.click(nextButton());
  });
}

/** Next step refused: the step's banner shows and the wizard stays. */
export async function nextIsRefused(moves: readonly number[]): Promise<void> {
  await pressNext();
  await screen.findByTestId('wizard-invalid-message');
  expect(moves).toEqual([]);
}

/** Next step (its checks run inside act), then the wizard has moved on to `level`. */
export async function nextMovesTo(moves: readonly number[], level: number): Promise<void> {
  await pressNext();
  await waitFor(() => expect(moves).toEqual([level]));
}
