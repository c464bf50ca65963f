import {
  emptyLeloDraft,
  LELO_STEPS,
  type LeloDraft,
  type LeloStepKey,
  leloStepMessageKey,
  type PublicLeloSession,
} from '@enroll/domain';
import { waitFor } from '@testing-library/react';
import { useMemo } from 'react';
import { expect } from 'vitest';
import {
  type HarnessRecord,
  harnessRecord,
  useHarnessDraft,
} from '../../../components/wizard/test-utils/use-harness-draft.ts';
import { WizardProvider } from '../../../components/wizard/wizard-context.tsx';
import { WizardStepFrame } from '../../../components/wizard/wizard-step-frame.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useValidationMessage } from '../../../i18n/use-validation-message.ts';
import { mockApi, type Reply } from '../../../test/mock-api.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import '../i18n/register.ts';
import type { LeloStepComponent } from '../lelo-step-types.ts';
import { LeloWizardTestProvider, type LeloWizardValue } from '../lelo-wizard-context.tsx';
import { OPEN_SESSION } from './fixtures.ts';
import { next } from './queries.ts';

export { jsonReply, mockApi, type RecordedRequest, stubResizeObserver } from '../../../test/mock-api.ts';
export * from './fixtures.ts';

export interface RenderLeloStepOptions {
  /** Which step this is (its level, title and banner); 'location' when left out. */
  step?: LeloStepKey;
  /** Fields of the starting draft (the rest is `emptyLeloDraft()`). */
  draft?: Partial<LeloDraft>;
  /** The session of the wizard; the seeded open session by default. */
  session?: PublicLeloSession;
  /** The pre-registration's uuid; null by default. */
  uuid?: string | null;
  /** Step 1 read-only; true when a uuid is given unless told otherwise. */
  locationLocked?: boolean;
  /** The pre-registration's center offers nothing in the session: the school's phone; null by default. */
  noOfferingPhone?: string | null;
  /** Resumed from a saved link after the agreement step was reached (its signatures to draw again). */
  signaturesToRedraw?: boolean;
  /** Replies of the mock API by path (`mockApi` of test/mock-api.ts); fetch is not mocked when left out. */
  api?: Record<string, Reply[]>;
  /** Called by a valid Submit on the agreement step (the page's POST/PUT in the real wizard). */
  onSubmit?: () => void | Promise<void>;
  /** The host name the brand follows ('localhost', Learn4Life, by default). */
  host?: string;
  /** The router's address (its query string pre-fills step 1); '/' by default. */
  route?: string;
}

interface HarnessProps {
  Step: LeloStepComponent;
  step: LeloStepKey;
  record: HarnessRecord<LeloDraft>;
  context: Omit<LeloWizardValue, 'draft' | 'update'>;
  onSubmit: () => void | Promise<void>;
}

/** One step inside the real wizard frame with a draft of its own, as the Lelo page renders it. */
function Harness({ Step, step, record, context, onSubmit }: HarnessProps) {
  const { t } = useTranslation('lelo');
  const translate = useValidationMessage();
  const { draft, update } = useHarnessDraft(record);
  const value = useMemo<LeloWizardValue>(() => ({ ...context, draft, update }), [context, draft, update]);
  return (
    <LeloWizardTestProvider value={value}>
      <WizardProvider
        level={LELO_STEPS.indexOf(step)}
        stepCount={LELO_STEPS.length}
        onLevelChange={record.onMove}
        onSubmit={onSubmit}
      >
        <WizardStepFrame
          title={t(`stepTitles.${step}`)}
          invalidMessage={translate(leloStepMessageKey(step))}
          submitLabel={t('submit')}
          submittingLabel={t('submitting')}
        >
          <Step />
        </WizardStepFrame>
      </WizardProvider>
    </LeloWizardTestProvider>
  );
}

/**
 * Renders a Lelo step in the wizard frame with the test providers. Returns the render result plus
 * `draft()` (the draft as last saved), `moves` (levels the forward/back buttons went to), `submits`
 * (how many valid Submit clicks reached the page) and `requests` (the mock API's, when `api` is given).
 *
 *   const view = renderLeloStep(ClassesStep, { step: 'classes', draft: { siteId: '…' }, api: { … } });
 */
export function renderLeloStep(Step: LeloStepComponent, options: RenderLeloStepOptions = {}) {
  const { step = 'location', draft = {}, session = OPEN_SESSION, uuid = null, api, onSubmit } = options;
  const { requests } = api ? mockApi(api) : { requests: [] };
  const record = harnessRecord<LeloDraft>({ ...emptyLeloDraft(), ...draft });
  const counter = { submits: 0 };
  const context: Omit<LeloWizardValue, 'draft' | 'update'> = {
    session,
    permalink: session.permalink,
    uuid,
    locationLocked: options.locationLocked ?? uuid !== null,
    noOfferingPhone: options.noOfferingPhone ?? null,
    signaturesToRedraw: options.signaturesToRedraw ?? false,
    serverErrors: [],
  };
  const view = renderWithProviders(
    <Harness
      Step={Step}
      step={step}
      record={record}
      context={context}
      onSubmit={async () => {
        counter.submits += 1;
        await onSubmit?.();
      }}
    />,
    { host: options.host, route: options.route },
  );
  return {
    ...view,
    draft: record.draft,
    moves: record.moves,
    requests,
    get submits() {
      return counter.submits;
    },
  };
}

/** Next step: the wizard moves on to `level` with `saved` in the draft. */
export async function nextSaves(
  view: { moves: number[]; draft: () => LeloDraft },
  level: number,
  saved: Partial<LeloDraft>,
): Promise<void> {
  next();
  await waitFor(() => expect(view.moves).toEqual([level]));
  expect(view.draft()).toMatchObject(saved);
}
