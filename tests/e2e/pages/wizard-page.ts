import { expect, type Locator, type Page } from '@playwright/test';
import { labelPattern } from '../support/label-pattern.ts';

/**
 * The frame the public wizards share (registration and secondary enrollment): the step on screen with
 * its heading, fields, message and buttons. Each wizard's page adds its own steps and endings.
 */
export class WizardPage {
  /** The step on screen (its frame: heading, fields, message, buttons). */
  readonly step: Locator;
  readonly nextButton: Locator;
  readonly backButton: Locator;
  readonly invalidMessage: Locator;

  constructor(readonly page: Page) {
    this.step = page.getByTestId('wizard-step');
    this.nextButton = page.getByRole('button', { name: 'Next step' });
    this.backButton = page.getByRole('button', { name: 'Previous step' });
    this.invalidMessage = page.getByTestId('wizard-invalid-message');
  }

  heading(title: string): Locator {
    return this.step.getByRole('heading', { name: title, exact: true, level: 1 });
  }

  /** Waits for the step titled `title` and for its fields (each step's code loads when first shown). */
  protected async expectStepTitled(title: string): Promise<void> {
    await expect(this.heading(title)).toBeVisible();
    await expect(this.step.locator('form')).toBeVisible();
  }

  /** A text input, date input or select of the step by its label (its required mark '*' left out). */
  field(label: string, scope: Locator = this.step): Locator {
    return scope.getByLabel(labelPattern(label));
  }

  question(label: string, scope: Locator = this.step): Locator {
    return scope.getByRole('radiogroup', { name: label, exact: true });
  }

  radio(question: string, answer: string, scope: Locator = this.step): Locator {
    return this.question(question, scope).getByRole('radio', { name: answer, exact: true });
  }

  async answer(question: string, answer: string, scope: Locator = this.step): Promise<void> {
    await this.radio(question, answer, scope).check();
  }
}
