// A learning center's orientation settings (dates and hours, virtual link, notification addresses):
// GET and PUT /api/staff/sites/{id}/orientation-settings, Admin and up of the center's charter, ETag'd; a
// date saved there can be booked at once.
import { addDaysIso, businessToday, type Site, type SiteOrientationSettings } from '@enroll/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charterIdsOf, letterMarker } from '../support/interest-write-fixtures.ts';
import { db } from '../support/local-stack.ts';
import { seedRegistration } from '../support/registration-fixtures.ts';
import { fieldErrorsOf, ifMatchCall } from '../support/staff-api.ts';
import { callAs, STAFF, upsertStaffSeed } from '../support/staff-auth.ts';

const sites = db.container('sites');
let site: Site;
let original: Site;
let contributorSite: Site;

const path = (id: string) => `/api/staff/sites/${id}/orientation-settings`;

/** A site of the Admin's second charter, which no other suite books orientations at. */
async function siteOfCharter(email: string, charterIndex: number): Promise<Site> {
  const charterId = (await charterIdsOf(email))[charterIndex] ?? '';
  const { resources } = await sites.items
    .query<Site>({
      query: 'SELECT * FROM c WHERE c.charter.id = @charter',
      parameters: [{ name: '@charter', value: charterId }],
    })
    .fetchAll();
  const found = resources.at(-1);
  if (!found) throw new Error(`no site of charter ${charterId}`);
  return found;
}

beforeAll(async () => {
  await upsertStaffSeed();
  site = await siteOfCharter(STAFF.admin, 1);
  original = site;
  contributorSite = await siteOfCharter(STAFF.contributor, 0);
});

afterAll(async () => {
  const { resource } = await sites.item(original.id, original.id).read<Site>();
  if (resource) await sites.item(original.id, original.id).replace({ ...resource, ...original });
});

describe('GET /api/sites/{id}/orientation-settings', () => {
  it("answers an Admin their center's settings with an ETag; a Contributor is refused, another charter's center is 404", async () => {
    const read = await callAs(STAFF.admin, path(site.id));
    expect(read.status).toBe(200);
    expect(read.headers.get('etag')).toBeTruthy();
    const settings = read.body as SiteOrientationSettings;
    expect(Object.keys(settings).sort()).toEqual(
      ['interestEmail', 'orientation_dates', 'registrationEmail', 'virtual_link'].sort(),
    );
    expect((await callAs(STAFF.contributor, path(contributorSite.id))).status).toBe(403);
    expect((await callAs(STAFF.admin, path(contributorSite.id))).status).toBe(404);
    expect((await callAs(STAFF.admin, path('000000000000000000000000'))).status).toBe(404);
    expect((await callAs(STAFF.superAdmin, path(contributorSite.id))).status).toBe(200);
  });
});

describe('PUT /api/sites/{id}/orientation-settings', () => {
  const date = addDaysIso(businessToday(), 9);
  const body: SiteOrientationSettings = {
    orientation_dates: [{ date, start_time: '09:00AM', end_time: '11:00AM' }],
    virtual_link: 'https://meet.example.org/day-orientation',
    interestEmail: ['front.desk@learn4life.example'],
    registrationEmail: ['registrar@learn4life.example'],
  };

  it('needs the ETag (428), refuses a stale one (409) and bad settings (400 with field messages), writing nothing', async () => {
    const { headers } = await callAs(STAFF.admin, path(site.id));
    const etag = headers.get('etag') ?? '';
    expect((await ifMatchCall(STAFF.admin, 'PUT', path(site.id), undefined, body)).status).toBe(428);
    expect((await ifMatchCall(STAFF.admin, 'PUT', path(site.id), '"stale"', body)).status).toBe(409);
    const bad = await ifMatchCall(STAFF.admin, 'PUT', path(site.id), etag, {
      ...body,
      orientation_dates: [{ date, start_time: '11:00AM', end_time: '09:00AM' }],
      virtual_link: 'meet.example.org',
      interestEmail: ['front desk'],
    });
    expect(bad.status).toBe(400);
    expect(fieldErrorsOf(bad.body)).toMatchObject({
      'orientation_dates.0.end_time': { message: 'The end time must be after the start time.' },
      virtual_link: { message: 'Please provide a valid orientation link starting with https://' },
      'interestEmail.0': { message: 'Please provide a valid email address.' },
    });
    const { resource } = await sites.item(site.id, site.id).read<Site & { _etag: string }>();
    expect(resource?._etag).toBe(etag);
  });

  it('stores the settings, nothing else of the center, and a live orientation on the new date is booked at once', async () => {
    const { headers } = await callAs(STAFF.admin, path(site.id));
    const saved = await ifMatchCall(STAFF.admin, 'PUT', path(site.id), headers.get('etag') ?? '', body);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(body);
    const { resource } = await sites.item(site.id, site.id).read<Site>();
    expect(resource).toMatchObject({
      name: site.name,
      address: site.address,
      orientation: { orientation_dates: body.orientation_dates, virtual_link: body.virtual_link },
      enrollment_info: {
        interestEmail: body.interestEmail,
        registrationEmail: body.registrationEmail,
        addtionalEmailstatus: 'Yes',
      },
    });
    // The same ETag again is stale now.
    expect(
      (await ifMatchCall(STAFF.admin, 'PUT', path(site.id), headers.get('etag') ?? '', body)).status,
    ).toBe(409);

    const record = await seedRegistration(resource as Site, letterMarker(), {
      processingLevel: 1,
      progressLevel: 1,
    });
    const options = await callAs(STAFF.admin, `/api/registration/${record.id}/orientation-options`);
    expect(options.body).toMatchObject({ orientation_dates: body.orientation_dates });
    const booked = await ifMatchCall(
      STAFF.admin,
      'PUT',
      `/api/registration/status/${record.id}`,
      record._etag,
      {
        change: 'orientationScheduled',
        orientation: { type: 'LIVE', date, startTime: '09:30AM', endTime: '10:30AM', sendEmail: false },
      },
    );
    expect(booked.status).toBe(200);
    expect(booked.body).toMatchObject({ status: 'Orientation Scheduled', orientationDate: date });
  });
});
