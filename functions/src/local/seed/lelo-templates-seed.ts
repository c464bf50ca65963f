import { type ConfirmationTemplateRecord, type EmailTemplateRecord, templateId } from '@enroll/domain';
import { siteIdOf } from '../../services/import/reference-ids.ts';
import { ACTIVE_SESSION_PERMALINK, LELO_SESSION_IDS, seedTimestamp } from './lelo-sessions-seed.ts';
import { SITE_SEED } from './sites-seed.ts';

export const LANCASTER_CONFIRMATION_MESSAGE =
  '<p>Thank you, {{firstName}} {{lastName}}! Our Lancaster team looks forward to meeting you.</p>';
export const LANCASTER_NOTIFICATION_EMAIL = 'lelo-notify@learn4life.example';

/**
 * The confirmation and e-mail templates of Learn4Life - Lancaster in the active session (an English
 * message only: Spanish-speaking families see the Spanish default text before it). Kingsport and
 * Palmdale have none: the default confirmation text applies and no notification e-mail goes out.
 */
export function leloTemplateDocuments(today: string): (ConfirmationTemplateRecord | EmailTemplateRecord)[] {
  const sessionId = LELO_SESSION_IDS.active;
  const site = SITE_SEED.find((candidate) => candidate.id === siteIdOf('learn4life-lancaster'));
  if (!site) throw new Error('Seed templates: Learn4Life - Lancaster is not seeded');
  const scope = {
    charter_id: site.charter.id,
    permaLink: ACTIVE_SESSION_PERMALINK,
    learningCenters: site.name,
    siteId: site.id,
    LeloRegistrationProfile: sessionId,
    updatedAt: seedTimestamp(today, 40),
  };
  return [
    {
      ...scope,
      id: templateId('confirmation', sessionId, site.id),
      kind: 'confirmation',
      templateMessage: LANCASTER_CONFIRMATION_MESSAGE,
    },
    {
      ...scope,
      id: templateId('email', sessionId, site.id),
      kind: 'email',
      email: [LANCASTER_NOTIFICATION_EMAIL],
      pgPrimaryEmail: true,
      studentEmail: true,
    },
  ];
}
