import type { Coordinates } from '../location/site.ts';

export const INTEREST_STATUSES = [
  'New Interest',
  'Not Interested',
  'Follow up Required',
  'Enrollment Submitted',
] as const;
export type InterestStatus = (typeof INTEREST_STATUSES)[number];

/** Without a chosen site the entry's learningCenterId is '0'. */
export const NO_SITE_ID = '0';

/** An interest entry as stored in the `interests` container (spec section 3). */
export interface InterestEntry {
  id: string;
  _id: string;
  _uuid: string;
  createdAt: string;
  updatedAt: string;
  submittedAt: string;
  submissionType: 'interest';
  status: InterestStatus;
  enrollstatus: 'Yes' | 'No';
  lastContactDate: string | null;
  campaign: string;
  hasCharterPreselection: boolean;
  InterestListStatus: boolean;
  studentFirstName: string;
  studentLastName: string;
  birthDate: string;
  age: number;
  gradeLevel: string;
  parentRelationship: string;
  parentFirstName: string;
  parentLastName: string;
  primaryEmail: string;
  phone: string;
  zipCode: string;
  charter: string;
  learningCenterId: string;
  learningCenterName: string;
  learningCenterCharter: string;
  learningCenterAddress: string;
  learningCenterCoordinates: Coordinates | null;
  charterWebsite: string;
  charterContactnumber: string;
  brandIcon: string;
  brandName: string;
  principal: string;
}
