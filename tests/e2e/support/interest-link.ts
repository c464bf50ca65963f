import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { minorInterestForm } from '../../support/family-forms.ts';
import { LANCASTER_ID } from '../../support/seeded-sites.ts';

/** A request for information as a family's POST stores it: its ids and the family's e-mail address. */
export interface RequestedInformation {
  id: string;
  uuid: string;
  email: string;
}

/**
 * A family asks Lancaster for information about Nina `lastName`, 15, her guardian June answering
 * (POST /api/enrollment/public, a 201); its `uuid` opens the interest link /register-interest.
 */
export async function requestInformation(
  request: APIRequestContext,
  lastName: string,
): Promise<RequestedInformation> {
  const email = `e2e.${lastName.toLowerCase()}.${randomUUID().slice(0, 8)}@example.com`;
  const interest = await request.post('/api/enrollment/public', {
    data: minorInterestForm({
      studentFirstName: 'Nina',
      studentLastName: lastName,
      parentRelationship: 'Guardian',
      parentFirstName: 'June',
      parentLastName: lastName,
      primaryEmail: email,
      phone: '661-555-0150',
      site: LANCASTER_ID,
    }),
  });
  expect(interest.status()).toBe(201);
  const { id, _uuid: uuid } = (await interest.json()) as { id: string; _uuid: string };
  return { id, uuid, email };
}
