import type { InterestEntry } from '@enroll/domain';
import { describe, expect, it } from 'vitest';
import { minorInterestForm, uniqueFamilyEmail } from '../support/family-forms.ts';
import { api, db, postJson } from '../support/local-stack.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const EXPIRED = {
  message: 'This link has expired. Links from a request for information work for 60 days.',
  code: 'interest.link.expired',
};

async function requestInformation(overrides: Record<string, unknown> = {}) {
  const answer = await postJson('/api/enrollment/public', minorInterestForm(overrides));
  expect(answer.status).toBe(201);
  return answer.body as { id: string; _uuid: string };
}

/** Moves the entry's creation `ageMs` into the past, as if the family had asked that long ago. */
async function age(id: string, ageMs: number): Promise<void> {
  const item = db.container('interests').item(id, id);
  const { resource } = await item.read<InterestEntry>();
  if (!resource) throw new Error(`interest ${id} not stored`);
  await item.replace({ ...resource, createdAt: new Date(Date.now() - ageMs).toISOString() });
}

const prefillOf = (uuid: string) => api(`/api/enrollment/public/${uuid}`);

describe('the interest link (/register-interest?uuid=)', () => {
  it('pre-fills for 60 days from the request for information, then answers 410 and shows nothing', async () => {
    const email = uniqueFamilyEmail('expiry');
    const { id, _uuid: uuid } = await requestInformation({ primaryEmail: email });

    await age(id, 60 * DAY_MS - 60_000);
    const fresh = await prefillOf(uuid);
    expect(fresh.status).toBe(200);
    expect(fresh.body).toMatchObject({ studentFirstName: 'Ana', primaryEmail: email });

    await age(id, 60 * DAY_MS + 60_000);
    const expired = await prefillOf(uuid);
    expect(expired.status).toBe(410);
    expect(expired.body).toEqual(EXPIRED);
    expect(JSON.stringify(expired.body)).not.toContain(email);
  });

  it('gives a family that asks again a new link of its own 60 days, the old one staying expired', async () => {
    const email = uniqueFamilyEmail('renewed');
    const first = await requestInformation({ primaryEmail: email });
    await age(first.id, 61 * DAY_MS);
    expect((await prefillOf(first._uuid)).body).toEqual(EXPIRED);

    const again = await requestInformation({ primaryEmail: email, studentFirstName: 'Ana María' });
    expect(again._uuid).not.toBe(first._uuid);
    const renewed = await prefillOf(again._uuid);
    expect(renewed.status).toBe(200);
    expect(renewed.body).toMatchObject({ studentFirstName: 'Ana María', primaryEmail: email });
    expect((await prefillOf(first._uuid)).status).toBe(410);
  });

  it('says an enrolled entry was registered even once its link is old', async () => {
    const { id, _uuid: uuid } = await requestInformation();
    const item = db.container('interests').item(id, id);
    const { resource } = await item.read<InterestEntry>();
    if (!resource) throw new Error('not stored');
    await item.replace({
      ...resource,
      enrollstatus: 'Yes',
      status: 'Enrollment Submitted',
      createdAt: new Date(Date.now() - 90 * DAY_MS).toISOString(),
    });
    const answer = await prefillOf(uuid);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'interest.enrolled' });
  });
});
