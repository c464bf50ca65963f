import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { queues, waitForOutbox } from '../support/local-stack.ts';
import { queueJobOfMissingInterest, storeMissingInterest } from '../support/missing-interest-job.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { signInAsSeeded } from './support/staff-session.ts';

// Five tries of the real queue trigger (about 2 s apart locally) before the job reaches the poison queue,
// then two axe scans: minutes on a loaded two-core machine.
test.setTimeout(240_000);

test('a Super Admin sees the failed jobs count on the dashboard and retries an e-mail job', async ({
  page,
}) => {
  const interestId = randomUUID().replaceAll('-', '');
  const address = `e2e.failed.${Date.now().toString(36)}@example.com`;
  await queueJobOfMissingInterest(interestId);
  const poison = queues.getQueueClient('email-jobs-poison');
  await expect
    .poll(
      async () => {
        if (!(await poison.exists())) return false;
        const { peekedMessageItems } = await poison.peekMessages({ numberOfMessages: 32 });
        return peekedMessageItems.some((item) =>
          Buffer.from(item.messageText, 'base64').toString('utf8').includes(interestId),
        );
      },
      { timeout: 90_000 },
    )
    .toBe(true);

  // An entry that is not stored belongs to no charter: only those with every charter see its job.
  await signInAsSeeded(page, 'superAdmin');
  await page.goto('/dashboard');
  // The count arrives after the session check; a loaded machine can take a while.
  await expect(page.getByText(/^\d+ failed jobs? needs? attention\.$/)).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Review failed jobs' }).click();

  // The screen is its own lazily loaded chunk.
  await expect(page.getByRole('heading', { level: 1, name: 'Failed Jobs' })).toBeVisible({ timeout: 30_000 });
  const table = page.getByRole('table', { name: 'Failed jobs' });
  const row = table.getByRole('row').filter({ hasText: interestId });
  await expect(row).toContainText('E-mail (interest)');
  await expect(row).toContainText(`Error: Interest ${interestId} is not stored (yet)`);
  await expect(row.getByRole('cell').nth(4)).toHaveText('5');
  await expectNoSeriousA11yViolations(page);

  // The cause fixed (the entry stored), Retry by keyboard puts the job back and the list updates.
  await storeMissingInterest(interestId, address, 'Browser');
  const retry = row.getByRole('button', { name: `Retry the E-mail (interest) job of entry ${interestId}` });
  await retry.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main').getByRole('status')).toContainText('The job was put back to work.');
  await expect(table.getByRole('row').filter({ hasText: interestId })).toHaveCount(0);
  expect(await waitForOutbox((message) => message.to === address)).toHaveLength(1);
});
