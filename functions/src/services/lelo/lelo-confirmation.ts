import {
  type LeloConfirmation,
  type LeloRegistrationRecord,
  languageOf,
  siteConfirmationMessage,
  toLeloConfirmation,
} from '@enroll/domain';
import { findConfirmationTemplate, findEmailTemplate } from '../../data/templates-repository.ts';
import { familyAddresses } from '../email/lelo-messages.ts';

/**
 * The confirmation page's data: the entry, its site's message in the family's language (filled; null
 * for the default text) and whether the family's e-mails go out (the site's e-mail settings may send
 * them to no family address).
 */
export async function leloConfirmationOf(record: LeloRegistrationRecord): Promise<LeloConfirmation> {
  const [template, emailTemplate] = await Promise.all([
    findConfirmationTemplate(record.LeloRegistrationProfile, record.siteId),
    findEmailTemplate(record.LeloRegistrationProfile, record.siteId),
  ]);
  const message = siteConfirmationMessage(template, languageOf(record), {
    firstName: record.firstName,
    lastName: record.lastName,
    _uuid: record._uuid,
  });
  return toLeloConfirmation(record, message, familyAddresses(record, emailTemplate).length > 0);
}
