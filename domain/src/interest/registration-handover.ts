import {
  type InterestAddress,
  type InterestEntry,
  type InterestLearningCenter,
  type InterestPerson,
  interestAddressOf,
  interestPersonOf,
} from './interest-entry.ts';

/**
 * What "Transfer to Registration Form" hands to the staff registration form: the interest's student,
 * parent, contact, address and learning-center fields, the form's starting values. Stored in
 * `registrationTransfers` (POST /api/enrollment/{id}/transfer) and read back by
 * GET /api/registration-transfers/{id}.
 */
export type RegistrationHandover = InterestPerson &
  InterestAddress &
  InterestLearningCenter &
  Pick<InterestEntry, 'age'> & {
    /** The interest entry it came from (its id and public uuid). */
    interestId: string;
    interestUuid: string;
  };

/** The answer of POST /api/enrollment/{id}/transfer. */
export interface RegistrationTransferResult {
  transferId: string;
  handover: RegistrationHandover;
}

/** The hand-over of an entry: an allow-list, so nothing else of the entry travels. */
export function registrationHandoverOf(entry: InterestEntry): RegistrationHandover {
  return {
    interestId: entry.id,
    interestUuid: entry._uuid,
    ...interestPersonOf(entry),
    age: entry.age,
    ...interestAddressOf(entry),
    charter: entry.charter,
    charter_id: entry.charter_id,
    learningCenterId: entry.learningCenterId,
    learningCenterName: entry.learningCenterName,
    learningCenterCharter: entry.learningCenterCharter,
    learningCenterAddress: entry.learningCenterAddress,
  };
}
