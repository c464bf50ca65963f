import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { readLeloSession, SOON_SESSION_ID } from '../support/lelo.ts';
import { LELO_MESSAGES, LeloPage } from './pages/lelo-page.ts';
import { checkPublicState } from './support/public-states.ts';

/** 'YYYY-MM-DD' as the pages show dates (MM/DD/YYYY). */
function usDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return `${month}/${day}/${year}`;
}

test('a session opening later redirects to Enrollment Opening Soon with its start date; one that ended or is Inactive to Session Expired; a uuid is kept', async ({
  page,
}) => {
  const session = await readLeloSession(SOON_SESSION_ID);
  const lelo = new LeloPage(page);
  await lelo.open('fall-intersession-2027');
  await expect(page).toHaveURL(/\/sessionExpired\/fall-intersession-2027$/);
  await expect(lelo.notice).toHaveText(LELO_MESSAGES.openingSoon);
  await expect(page.getByRole('main')).toContainText(
    `Enrollment opens on ${usDate(session.enrollmentStart)}.`,
  );
  await expect(lelo.step).toHaveCount(0);
  // Axe in English and Spanish, at 1280 and 375 px.
  await checkPublicState(page, `Enrollment Opening Soon (${SOON_SESSION_ID})`);

  // A pre-registration link keeps its uuid in the redirect.
  const uuid = randomUUID();
  await lelo.open('fall-intersession-2027', { uuid });
  await expect(page).toHaveURL(new RegExp(`/sessionExpired/fall-intersession-2027/${uuid}$`));
  await expect(lelo.notice).toHaveText(LELO_MESSAGES.openingSoon);

  for (const [permalink, why] of [
    ['spring-intersession-2026', 'ended ten days ago'],
    ['winter-intersession-2026', 'is Inactive (its dates are open)'],
  ] as const) {
    await test.step(`a session that ${why} redirects to Session Expired, a uuid kept`, async () => {
      await lelo.open(permalink);
      await expect(page).toHaveURL(new RegExp(`/sessionExpired/${permalink}$`));
      await expect(lelo.notice).toHaveText(LELO_MESSAGES.sessionExpired);
      await expect(lelo.step).toHaveCount(0);
      await expect(page.getByRole('main')).not.toContainText('Enrollment opens on');

      const link = randomUUID();
      await lelo.open(permalink, { uuid: link });
      await expect(page).toHaveURL(new RegExp(`/sessionExpired/${permalink}/${link}$`));
      await expect(lelo.notice).toHaveText(LELO_MESSAGES.sessionExpired);
      // Axe in English and Spanish, at 1280 and 375 px.
      await checkPublicState(page, `Session Expired (${permalink})`);
    });
  }
});
