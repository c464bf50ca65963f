import type { LeloDraft } from '@enroll/domain';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { mockCanvas } from '../../../components/signature-pad/test-utils/mock-canvas.ts';
import { jsonReply, type Reply } from '../../../test/mock-api.ts';
import AgreementStep from '../steps/agreement-step.tsx';
import { AGREEMENT_PATH, OFFERING, OFFERING_PATH } from '../steps/classes/offering-fixture.ts';
import { type RenderLeloStepOptions, renderLeloStep } from './render-lelo-step.tsx';

/**
 * The agreement step over the draft `base` (with `options.draft` on top), the charter's agreement
 * answered by `agreement` and the session's offering by the fixture.
 */
export function renderAgreementStep(
  base: Partial<LeloDraft>,
  agreement: Reply,
  options: Partial<RenderLeloStepOptions> = {},
) {
  return renderLeloStep(AgreementStep, {
    step: 'agreement',
    ...options,
    draft: { ...base, ...options.draft },
    api: { [AGREEMENT_PATH]: [agreement], [OFFERING_PATH]: [jsonReply(200, OFFERING)], ...options.api },
  });
}

export function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
}

/**
 * Each test draws on a mocked canvas (the signature pads'; the getter gives this test's) and ends
 * with every mock and stub removed.
 */
export function setUpSignaturePads(): () => ReturnType<typeof mockCanvas> {
  let canvas: ReturnType<typeof mockCanvas> | undefined;
  beforeEach(() => {
    canvas = mockCanvas();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
  return () => {
    if (!canvas) throw new Error('no canvas outside a test');
    return canvas;
  };
}
