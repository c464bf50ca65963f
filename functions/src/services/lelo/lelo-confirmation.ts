import {
  confirmationMessageHtml,
  type LeloConfirmation,
  type LeloRegistrationRecord,
  toLeloConfirmation,
} from '@enroll/domain';
import { findConfirmationTemplate } from '../../data/templates-repository.ts';

/** The confirmation page's data: the entry and its site's template message, filled (null: default text). */
export async function leloConfirmationOf(record: LeloRegistrationRecord): Promise<LeloConfirmation> {
  const template = await findConfirmationTemplate(record.LeloRegistrationProfile, record.siteId);
  const message = confirmationMessageHtml(template?.templateMessage, {
    firstName: record.firstName,
    lastName: record.lastName,
    _uuid: record._uuid,
  });
  return toLeloConfirmation(record, message);
}
