import { type Dialog, expect, type Page, test } from '@playwright/test';
import { readOffering } from '../support/lelo.ts';
import { LANCASTER_ID } from '../support/seeded-sites.ts';
import { LELO_MESSAGES, LeloPage } from './pages/lelo-page.ts';
import { ACTIVE_PERMALINK, minorLancasterAnswers, walkLelo } from './support/lelo-flows.ts';

/** Records the dialogs the page opens (type and message), answering each with `accept`. */
function recordDialogs(page: Page, accept: boolean) {
  const dialogs: { type: string; message: string }[] = [];
  const onDialog = (dialog: Dialog) => {
    dialogs.push({ type: dialog.type(), message: dialog.message() });
    void (accept ? dialog.accept() : dialog.dismiss());
  };
  page.on('dialog', onDialog);
  return { dialogs, stop: () => page.off('dialog', onDialog) };
}

test('a reload half-way keeps every answer, and leaving the form steps asks first', async ({ page }) => {
  const offering = await readOffering(LANCASTER_ID);
  const answers = minorLancasterAnswers(offering.charter);
  const { lastName } = answers.student;
  const lelo = new LeloPage(page);
  await lelo.open(ACTIVE_PERMALINK);
  await walkLelo(lelo, answers, { until: 'physicalAddress' });
  const mailingSame = (answer: string) => lelo.radio('Is the mailing address the same?', answer);
  const offer = lelo.step.getByRole('button', { name: 'Use “77 Half Way Rd”', exact: true });
  // The street typed in lower case, then at once a click on the question under it: the click counts.
  // No offer appears when the field is left, so nothing moves under the pointer between the press and
  // the release (an offer that appeared then pushed the question down, and the click was lost).
  await lelo.field('Street').fill('77 half way rd');
  await mailingSame('Yes').click();
  await expect(mailingSame('Yes')).toBeChecked();
  // Back in the field: once the typing rests, the street is offered capitalised under it, while the
  // family is still in the field. The offer is not taken, and the click that leaves the field for the
  // question counts too: the offer, already there, stays where it is.
  await lelo.field('Street').fill('77 half way rd');
  await expect(offer).toBeVisible();
  await expect(lelo.field('Street')).toBeFocused();
  await mailingSame('No').click();
  await expect(mailingSame('No')).toBeChecked();
  await expect(offer).toBeVisible();

  // Leaving through a link of the page: 'Changes you made may not be saved.'; staying keeps the step.
  const stay = recordDialogs(page, false);
  await page.getByRole('link', { name: 'Learn4Life home' }).click();
  await expect.poll(() => stay.dialogs).toEqual([{ type: 'confirm', message: LELO_MESSAGES.leaveWarning }]);
  stay.stop();
  await lelo.expectStep('physicalAddress');

  // A reload: the browser's own leave prompt (beforeunload is armed), then the same step and answers.
  const reload = recordDialogs(page, true);
  await page.reload();
  await lelo.expectStep('physicalAddress');
  reload.stop();
  expect(reload.dialogs.map((dialog) => dialog.type)).toEqual(['beforeunload']);
  // As typed: the offer was not taken, and nothing re-cases a street.
  await expect(lelo.field('Street')).toHaveValue('77 half way rd');
  await expect(lelo.radio('Is the mailing address the same?', 'No')).toBeChecked();
  await lelo.back('parent');
  await expect(lelo.field('Relationship to Student')).toHaveValue('Mother');
  await expect(lelo.field('Parent/Guardian First Name')).toHaveValue('Maria');
  await expect(lelo.field('Parent/Guardian Phone')).toHaveValue('661-555-0135');
  await expect(lelo.radio('Phone Type', 'Home')).toBeChecked();
  await lelo.back('student');
  await expect(lelo.field('Last Name')).toHaveValue(lastName);
  await expect(lelo.field('Date of Birth')).toHaveValue(answers.student.birthDate);
  await expect(lelo.radio('Gender', 'Female')).toBeChecked();
  await lelo.back('location');
  await expect(lelo.field('Charter')).toHaveValue(offering.charter);
  await expect(lelo.field('Learning Center')).toHaveValue('Learn4Life - Lancaster');

  // Forward again through the kept answers, then leave for good.
  await lelo.next('student');
  await lelo.next('parent');
  await lelo.next('physicalAddress');
  const leave = recordDialogs(page, true);
  await page.getByRole('link', { name: 'Learn4Life home' }).click();
  await expect(page).toHaveURL(/\/$/);
  leave.stop();
  expect(leave.dialogs).toEqual([{ type: 'confirm', message: LELO_MESSAGES.leaveWarning }]);
});

test("a step address without a charter chosen alerts 'Something went wrong' and returns to the entry", async ({
  page,
}) => {
  const lelo = new LeloPage(page);
  await lelo.open(ACTIVE_PERMALINK);
  await lelo.expectStep('location');
  // The brand's only charter starts chosen: emptied, the draft has none when a step's address is opened.
  await lelo.field('Charter').selectOption('');
  const alerts = recordDialogs(page, true);
  await page.goto('/leloStudent1');
  await expect(page).toHaveURL(new RegExp(`/forms/${ACTIVE_PERMALINK}$`));
  await lelo.expectStep('location');
  alerts.stop();
  // (Leaving the entry may also raise the browser's beforeunload prompt: the form steps arm it.)
  expect(alerts.dialogs.filter((dialog) => dialog.type !== 'beforeunload')).toEqual([
    { type: 'alert', message: 'Something went wrong' },
  ]);
});
