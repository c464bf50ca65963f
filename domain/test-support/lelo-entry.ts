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

/**
 * The household answers of the tests' secondary enrollment of a minor: a girl not enrolled before,
 * living with her mother in a house in Los Angeles County, both with cell phones. Names, contacts,
 * street, courses and signatures are each test's own.
 */
export const MINOR_LELO_HOUSEHOLD = {
  hasPreviouslyEnrolled: 'No',
  gender: 'Female',
  studentPrimaryPhoneType: 'Cell',
  pgRelationshipToStudent: 'Mother',
  pgPrimaryPhoneType: 'Cell',
  liveWithPg: 'Yes',
  livingStatus: 'Living with parent(s)/guardian(s) in a house or apartment',
  state: 'CA',
  zip: '93534',
  country: 'Los Angeles',
  isMailingAddressTheSame: 'Yes',
} as const;
