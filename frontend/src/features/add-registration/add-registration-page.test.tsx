import type { RegistrationHandover } from '@enroll/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStaffPage } from '../../staff-session/test-utils/render-staff-page.tsx';
import { jsonReply } from '../../test/mock-api.ts';
import { AddRegistrationPage } from './add-registration-page.tsx';

const HANDOVER: RegistrationHandover = {
  interestId: 'entry-1',
  interestUuid: 'uuid-1234',
  studentFirstName: 'Marisol',
  studentLastName: 'Quintero',
  birthDate: '2010-04-09',
  age: 15,
  gradeLevel: '10',
  parentRelationship: 'Mother',
  parentFirstName: 'Elena',
  parentLastName: 'Quintero',
  primaryEmail: 'elena@example.com',
  phone: '555-123-4567',
  street1: '12 Elm St',
  street2: '',
  city: 'Oakland',
  state: 'CA',
  region: '',
  country: 'United States',
  zipCode: '94607',
  sameAddress: true,
  mailingStreet1: '',
  mailingStreet2: '',
  mailingCity: '',
  mailingState: '',
  mailingRegion: '',
  mailingCountry: '',
  mailingZipCode: '',
  charter: 'Flex High',
  charter_id: 'charter-flex-high',
  learningCenterId: 'site-1',
  learningCenterName: 'Flex High Oakland',
  learningCenterCharter: 'Flex High',
  learningCenterAddress: '1 Main St, Oakland, CA 94607',
};

afterEach(() => vi.unstubAllGlobals());

describe('AddRegistrationPage', () => {
  it('says the staff form is coming soon without a transfer, and reads nothing', () => {
    const { requests } = renderStaffPage(<AddRegistrationPage />, {
      route: '/add-registration',
      user: { level: 2 },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Add Registration Form' })).toBeTruthy();
    expect(screen.getByText(/coming soon/)).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('shows what a transfer carried: names, birth date, contact and learning center', async () => {
    renderStaffPage(<AddRegistrationPage />, {
      route: '/add-registration?transfer=transfer-9',
      user: { level: 2 },
      api: { '/api/registration-transfers/transfer-9': [jsonReply(200, HANDOVER)] },
    });
    const section = await screen.findByRole('region', { name: 'Transferred from the interest entry' });
    const text = section.textContent ?? '';
    for (const value of [
      'Marisol Quintero',
      '04/09/2010',
      'Elena Quintero',
      'elena@example.com',
      '555-123-4567',
      'Flex High Oakland',
      'uuid-1234',
    ]) {
      expect(text).toContain(value);
    }
    expect(screen.getByText(/coming soon/)).toBeTruthy();
  });

  it('explains an unknown transfer', async () => {
    renderStaffPage(<AddRegistrationPage />, {
      route: '/add-registration?transfer=missing',
      user: { level: 2 },
      api: {
        '/api/registration-transfers/missing': [jsonReply(404, { message: 'No transfer has this id.' })],
      },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('This transfer was not found.');
  });
});
