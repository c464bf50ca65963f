// A registration's and a secondary enrollment's mails to the family are on the record: each with
// what became of it (from the e-mail log's family deliveries), and Resend for one that could not be
// sent, which queues the same job again: the family gets it, the staff copies already sent do not
// go twice.
import type { RecordFamilyEmail, RecordFamilyEmails } from '@enroll/domain';
import { describe, expect, it } from 'vitest';
import { emailLogId } from '../../functions/src/services/email/email-log-id.ts';
import { recordDelivery, seedFailedOrientationMail } from '../support/email-deliveries.ts';
import { letterMarker } from '../support/interest-write-fixtures.ts';
import { insertSignedEntry } from '../support/lelo-signed-entry.ts';
import { waitForOutbox } from '../support/local-stack.ts';
import { seedRegistration } from '../support/registration-fixtures.ts';
import { adminAndOtherSitesOfFile } from '../support/staff-api.ts';
import { callAs, STAFF } from '../support/staff-auth.ts';

const sites = adminAndOtherSitesOfFile();
const marker = letterMarker();

const familyEmails = (who: string, path: string) => callAs(who, `${path}/family-emails`);
const resend = (who: string, path: string, mailId: string) =>
  callAs(who, `${path}/family-emails/resend`, { method: 'POST', body: { mailId } });

async function emailsOf(path: string): Promise<RecordFamilyEmail[]> {
  const { status, body } = await familyEmails(STAFF.user, path);
  expect(status).toBe(200);
  return (body as RecordFamilyEmails).emails;
}

describe('a registration’s mails to the family', () => {
  it('shows each mail’s state, and Resend sends a failed one to the family alone', async () => {
    const staffAddress = `coordinator.${marker}@example.org`;
    const { record, confirmation, orientation } = await seedFailedOrientationMail(
      sites.sierraSite,
      marker,
      staffAddress,
    );
    const path = `/api/registration/${record.id}`;
    // The coordinator's copy went: a resend must not send it again.
    await recordDelivery(orientation, staffAddress, 'sent');

    expect(
      (await emailsOf(path)).map(({ mailId, kind, state, attempts }) => ({ mailId, kind, state, attempts })),
    ).toEqual(
      expect.arrayContaining([
        { mailId: confirmation.jobId, kind: 'registration', state: 'sent', attempts: 1 },
        { mailId: orientation.jobId, kind: 'orientation', state: 'failed', attempts: 5 },
      ]),
    );

    const refused = await resend(STAFF.admin, path, confirmation.jobId);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'familyEmail.notResendable' });
    expect((await resend(STAFF.admin, path, `orientation-${record.id}-nope`)).status).toBe(404);
    expect((await resend(STAFF.user, path, orientation.jobId)).status).toBe(403);
    const bad = await resend(STAFF.admin, path, 'not an id!');
    expect(bad.status).toBe(400);

    const resent = await resend(STAFF.admin, path, orientation.jobId);
    expect(resent.status).toBe(202);
    expect(resent.body).toMatchObject({ mailId: orientation.jobId, kind: 'orientation', state: 'pending' });
    const parentKey = emailLogId(orientation.jobId, record.pgPrimaryEmail);
    expect(await waitForOutbox((message) => message.key === parentKey)).toHaveLength(1);
    await expect
      .poll(async () => (await emailsOf(path)).find((mail) => mail.mailId === orientation.jobId)?.state, {
        timeout: 20_000,
      })
      .toBe('sent');
    // Neither the student's copy (sent before) nor the coordinator's went again.
    for (const address of [record.studentEmail, staffAddress]) {
      const key = emailLogId(orientation.jobId, address);
      expect(await waitForOutbox((message) => message.key === key, 1, 1_000)).toEqual([]);
    }
  }, 60_000);

  it('is scoped like the record: another charter’s registration is 404', async () => {
    const theirs = await seedRegistration(sites.otherSite, marker);
    expect((await familyEmails(STAFF.admin, `/api/registration/${theirs.id}`)).status).toBe(404);
    expect(
      (await resend(STAFF.admin, `/api/registration/${theirs.id}`, `registration-${theirs.id}`)).status,
    ).toBe(404);
    expect((await familyEmails(STAFF.superAdmin, `/api/registration/${theirs.id}`)).status).toBe(200);
    expect((await callAs(null, `/api/registration/${theirs.id}/family-emails`)).status).toBe(401);
  });
});

describe('a secondary enrollment’s mails to the family', () => {
  it('shows a failed confirmation, and Resend sends it', async () => {
    const { entry } = await insertSignedEntry({ charterId: sites.adminCharter });
    const path = `/api/leloRegistration/staff/${entry.id}`;
    const studentEmail = String(entry.studentEmail);
    const confirmation = { kind: 'lelo', jobId: `lelo-${entry.id}`, leloRegistrationId: entry.id };
    await recordDelivery(confirmation, studentEmail, 'failed');
    expect(await emailsOf(path)).toEqual([
      expect.objectContaining({ mailId: confirmation.jobId, kind: 'lelo', state: 'failed' }),
    ]);
    const resent = await resend(STAFF.admin, path, confirmation.jobId);
    expect(resent.status).toBe(202);
    const key = emailLogId(confirmation.jobId, studentEmail);
    expect(await waitForOutbox((message) => message.key === key)).toHaveLength(1);
    await expect.poll(async () => (await emailsOf(path))[0]?.state, { timeout: 20_000 }).toBe('sent');
  }, 60_000);
});
