import { describe, expect, it } from 'vitest';
import { testCharter, testSite } from '../../test-support/site.ts';
import { businessToday } from '../shared/today-in-zone.ts';
import { applyInterestEdit, buildStaffInterestEntry } from './build-staff-interest-entry.ts';
import type { InterestEntry } from './interest-entry.ts';
import { registrationHandoverOf } from './registration-handover.ts';
import { editInterestSchema, staffInterestCreateSchema } from './staff-interest-schema.ts';

const NOW = new Date('2026-06-15T18:00:00Z');
const TODAY = businessToday(NOW);

function bornYearsAgo(years: number): string {
  const [y, m, d] = TODAY.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y - years, m - 1, d - 1)).toISOString().slice(0, 10);
}

const site = testSite({
  id: 'b2ba96878bd049e721fc7c59',
  charter: testCharter({
    id: 'sierra-valley',
    name: 'Sierra Valley Learning Academy',
    abbreviation: 'SVLA',
    brand: { brandName: 'Learn4Life', brandIcon: 'icon.svg', brandPhoto: '', enrollmentsUrl: '', domain: '' },
  }),
  people: [{ role: 'Principal', category: 'LEADERSHIP', name: 'Pat Principal' }],
});

const base = {
  learningCenterId: site.id,
  studentFirstName: 'Ana',
  studentLastName: 'Reyes',
  gradeLevel: '11',
  parentRelationship: 'Parent',
  parentFirstName: 'Rosa',
  parentLastName: 'Reyes',
  primaryEmail: 'Ana.Reyes@Example.com',
  phone: '661-555-0134',
  country: 'United States of America',
  street1: '1 Main St',
  city: 'Lancaster',
  state: 'CA',
  zipCode: '93535',
  sameAddress: false,
  mailingCountry: 'United States of America',
  mailingStreet1: 'PO Box 7',
  mailingCity: 'Lancaster',
  mailingState: 'CA',
  mailingZipCode: '93536',
};

const build = (values: Record<string, unknown>) =>
  buildStaffInterestEntry(
    staffInterestCreateSchema.parse(values),
    site,
    { id: 'id-1', uuid: 'uuid-1' },
    'contributor@learn4life.example',
    NOW,
  );

describe('buildStaffInterestEntry', () => {
  it('stores a new interest of the staff member, with the learning center from the site', () => {
    const entry = build({ ...base, birthDate: bornYearsAgo(15) });
    expect(entry).toMatchObject({
      id: 'id-1',
      _id: 'id-1',
      _uuid: 'uuid-1',
      status: 'New Interest',
      enrollstatus: 'No',
      lastContactDate: null,
      InterestListStatus: false,
      createdBy: 'contributor@learn4life.example',
      createdAt: NOW.toISOString(),
      age: 15,
      gradeLevel: '11',
      primaryEmail: 'ana.reyes@example.com',
      charter_id: 'sierra-valley',
      charter: 'Sierra Valley Learning Academy',
      learningCenterId: site.id,
      learningCenterName: 'Lancaster Learning Center',
      learningCenterAddress: '44900 Division St, Lancaster, CA 93535',
      principal: 'Pat Principal',
      brandIcon: 'icon.svg',
      parentFirstName: 'Rosa',
      mailingStreet1: 'PO Box 7',
      mailingZipCode: '93536',
    });
  });

  it("clears an adult's parent fields and the mailing block when it is the same address", () => {
    const entry = build({ ...base, birthDate: bornYearsAgo(19), sameAddress: true });
    expect(entry.age).toBe(19);
    expect(entry).toMatchObject({
      parentRelationship: '',
      parentFirstName: '',
      parentLastName: '',
      sameAddress: true,
      mailingStreet1: '',
      mailingCity: '',
      mailingState: '',
      mailingCountry: '',
      mailingZipCode: '',
      street1: '1 Main St',
    });
  });
});

describe('applyInterestEdit', () => {
  it('keeps ids and status fields, copies the site and recalculates the age', () => {
    const before: InterestEntry = {
      ...build({ ...base, birthDate: bornYearsAgo(15) }),
      status: 'Follow up Required',
      lastContactDate: '2026-06-01T00:00:00.000Z',
      charter_id: 'other',
      learningCenterName: 'Old center',
    };
    const input = editInterestSchema.parse({
      ...base,
      charter_id: 'sierra-valley',
      studentFirstName: 'Anna',
      birthDate: bornYearsAgo(16),
      sameAddress: true,
    });
    const after = applyInterestEdit(before, input, site, new Date('2026-06-16T18:00:00Z'));
    expect(after).toMatchObject({
      id: before.id,
      _uuid: before._uuid,
      status: 'Follow up Required',
      enrollstatus: 'No',
      lastContactDate: '2026-06-01T00:00:00.000Z',
      createdAt: before.createdAt,
      createdBy: before.createdBy,
      studentFirstName: 'Anna',
      age: 16,
      charter_id: 'sierra-valley',
      learningCenterName: 'Lancaster Learning Center',
      mailingStreet1: '',
      updatedAt: '2026-06-16T18:00:00.000Z',
    });
  });
});

describe('applyInterestEdit: the address', () => {
  it('keeps the State in the United States and the Region elsewhere, never both', () => {
    const before = build({ ...base, birthDate: bornYearsAgo(16) });
    const edited = (address: Record<string, unknown>) =>
      applyInterestEdit(
        before,
        editInterestSchema.parse({
          ...base,
          charter_id: 'sierra-valley',
          birthDate: bornYearsAgo(16),
          sameAddress: true,
          ...address,
        }),
        site,
        new Date('2026-06-16T18:00:00Z'),
      );
    expect(edited({ country: 'United States of America', state: 'CA', region: 'Ca' })).toMatchObject({
      country: 'United States of America',
      state: 'CA',
      region: '',
    });
    expect(edited({ country: 'Mexico', state: 'CA', region: 'Jalisco' })).toMatchObject({
      state: '',
      region: 'Jalisco',
    });
  });
});

describe('registrationHandoverOf', () => {
  it('carries the student, parent, contact, address and learning center, and nothing of the status', () => {
    const handover = registrationHandoverOf(build({ ...base, birthDate: bornYearsAgo(15) }));
    expect(handover).toMatchObject({
      interestId: 'id-1',
      interestUuid: 'uuid-1',
      studentFirstName: 'Ana',
      parentFirstName: 'Rosa',
      primaryEmail: 'ana.reyes@example.com',
      street1: '1 Main St',
      mailingStreet1: 'PO Box 7',
      learningCenterId: site.id,
      charter_id: 'sierra-valley',
    });
    expect(handover).not.toHaveProperty('status');
    expect(handover).not.toHaveProperty('createdBy');
  });
});
