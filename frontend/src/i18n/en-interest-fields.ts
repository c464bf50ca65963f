/**
 * The labels of an interest entry's fields that the staff's Add Interest and Edit Interest forms share
 * (each form adds its own age, second street line and ZIP labels).
 */
export const enInterestFieldLabels = {
  studentFirstName: 'Student First Name',
  studentLastName: 'Student Last Name',
  birthDate: 'Birth Date',
  gradeLevel: 'Grade',
  parentRelationship: 'Relationship to Student',
  parentFirstName: 'Parent/Guardian First Name',
  parentLastName: 'Parent/Guardian Last Name',
  primaryEmail: 'Email',
  phone: 'Phone',
  country: 'Country',
  street1: 'Street Address',
  city: 'City',
  state: 'State',
  region: 'Region',
  sameAddress: 'The mailing address is the same as the physical address',
};

/** The names of an interest entry's sections, the same on Add Interest's review and on Edit Interest. */
export const enInterestSectionTitles = {
  learningCenter: 'Learning Center',
  student: 'Student',
  parent: 'Parent/Guardian',
  contact: 'Contact',
  physicalAddress: 'Physical Address',
  mailingAddress: 'Mailing Address',
};
