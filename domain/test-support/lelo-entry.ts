/**
 * Tests only: the home a signed secondary enrollment of the tests lives at (Lancaster, the mailing
 * address the same), shared by the domain, server, page and API tests instead of a copy in each.
 */
export const TEST_LELO_ADDRESS = {
  street: '12 Main St',
  city: 'Lancaster',
  state: 'CA',
  zip: '93534',
  country: 'Los Angeles',
  district: 'Antelope Valley',
  isMailingAddressTheSame: 'Yes',
  mailingStreet: '',
  mailingCity: '',
  mailingState: '',
  mailingZip: '',
} as const;
