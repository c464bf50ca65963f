import {
  DEFAULT_CONFIRMATION_TEXTS,
  type LeloConfirmation,
  type LeloSubmissionInput,
  UNTRANSLATED_MESSAGE_NOTES,
} from '@enroll/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVE_SESSION_ID, offeredCourse, readOffering } from '../support/lelo.ts';
import { minorLancasterSubmission, submitLelo } from '../support/lelo-submission.ts';
import { db, type OutboxMessage, waitForOutbox } from '../support/local-stack.ts';
import { PALMDALE_ID } from '../support/seeded-sites.ts';
import { callAs, STAFF, upsertStaffSeed } from '../support/staff-auth.ts';

/*
 * The secondary enrollment confirmation in the family's language: the answer of POST
 * /api/leloRegistration (what the confirmation page shows) and the family's confirmation e-mails.
 * Lancaster's seeded message is English only; Flex High - Palmdale gets an English and a Spanish
 * message here, removed afterwards (the seed gives it none, and other suites rely on that).
 */

const templates = db.container('templates');
const palmdaleTemplate = `confirmation_${ACTIVE_SESSION_ID}_${PALMDALE_ID}`;

function occurrences(haystack: string, needle: string): number {
  return haystack.split(needle).length - 1;
}

/** The family's confirmation e-mails of an entry (not the signed agreement copy, which has the PDF). */
function familyConfirmations(body: LeloSubmissionInput, uuid: string): Promise<OutboxMessage[]> {
  const family = [body.studentEmail, body.pgPrimaryEmail];
  return waitForOutbox(
    (message) =>
      family.includes(message.to) && message.attachments === undefined && message.text.includes(uuid),
    2,
  );
}

async function palmdaleSubmission(language: 'en' | 'es'): Promise<LeloSubmissionInput> {
  const offering = await readOffering(PALMDALE_ID);
  const health = offeredCourse(offering, 'Health');
  return minorLancasterSubmission({
    charter: offering.charter,
    charter_id: offering.charter_id,
    learningCenter: offering.learningCenterName,
    siteId: PALMDALE_ID,
    courses: [{ id: health._id, course_name: health.course_name }],
    language,
  });
}

beforeAll(async () => {
  await upsertStaffSeed();
});

afterAll(async () => {
  await templates
    .item(palmdaleTemplate, palmdaleTemplate)
    .delete()
    .catch(() => undefined);
});

describe('a Spanish-speaking family at a site whose message is English only (Lancaster)', () => {
  it('gets the Spanish default text, then the English message under a Spanish note, and the number once', async () => {
    const body = await minorLancasterSubmission({ language: 'es' });
    const submitted = await submitLelo(body);
    expect(submitted.status).toBe(201);
    const confirmation = submitted.body as LeloConfirmation;
    const uuid = confirmation._uuid;
    // The page is told the message is English: it shows the Spanish default text first, with the note.
    expect(confirmation).toMatchObject({
      templateMessage: `<p>Thank you, Ana ${body.lastName}! Our Lancaster team looks forward to meeting you.</p>`,
      templateLanguage: 'en',
      familyEmailed: true,
    });

    const mails = await familyConfirmations(body, uuid);
    expect(mails.map((mail) => mail.to).sort()).toEqual([body.studentEmail, body.pgPrimaryEmail].sort());
    for (const mail of mails) {
      expect(mail.subject).toBe('Su inscripción a cursos en Learn4Life - Lancaster');
      expect(mail.text).toContain(
        `${DEFAULT_CONFIRMATION_TEXTS.es}\n\n${UNTRANSLATED_MESSAGE_NOTES.es}\n\n` +
          `Thank you, Ana ${body.lastName}! Our Lancaster team looks forward to meeting you.`,
      );
      expect(mail.text).toContain(`Número de inscripción: ${uuid}`);
      expect(occurrences(mail.text, uuid)).toBe(1);
      expect(mail.text).not.toContain('Registration ID');
      expect(mail.text).not.toContain(DEFAULT_CONFIRMATION_TEXTS.en);
    }
  });
});

describe("a site's Spanish message (Flex High - Palmdale)", () => {
  it("is the Spanish family's confirmation and e-mail, filled, with the number given once; English families keep the English", async () => {
    const offering = await readOffering(PALMDALE_ID);
    const created = await callAs(STAFF.contributor, '/api/lelotemplate', {
      method: 'POST',
      body: {
        charter_id: offering.charter_id,
        siteId: PALMDALE_ID,
        LeloRegistrationProfile: ACTIVE_SESSION_ID,
        templateMessage: '<p>Welcome to Flex High, {{firstName}}!</p>',
        templateMessageEs:
          '<p>¡Bienvenida a Flex High, {{firstName}} {{lastName}}!</p><p>Su número de inscripción es {{_uuid}}.</p>',
      },
    });
    expect(created.status).toBe(201);

    const spanish = await palmdaleSubmission('es');
    const spanishAnswer = await submitLelo(spanish);
    expect(spanishAnswer.status).toBe(201);
    const confirmation = spanishAnswer.body as LeloConfirmation;
    const uuid = confirmation._uuid;
    expect(confirmation).toMatchObject({
      templateMessage: `<p>¡Bienvenida a Flex High, Ana ${spanish.lastName}!</p><p>Su número de inscripción es ${uuid}.</p>`,
      templateLanguage: 'es',
      familyEmailed: true,
    });
    const mails = await familyConfirmations(spanish, uuid);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.subject).toBe(`Su inscripción a cursos en ${offering.learningCenterName}`);
      expect(mail.text).toContain(
        `¡Bienvenida a Flex High, Ana ${spanish.lastName}!\nSu número de inscripción es ${uuid}.`,
      );
      // The message gives the number: it is not listed a second time.
      expect(occurrences(mail.text, uuid)).toBe(1);
      expect(mail.text).not.toContain('Número de inscripción:');
      expect(mail.text).toContain(`Centro de aprendizaje: ${offering.learningCenterName}`);
      expect(mail.text).not.toContain('Welcome to Flex High');
      expect(mail.text).not.toContain(DEFAULT_CONFIRMATION_TEXTS.es);
      expect(mail.text).not.toContain(UNTRANSLATED_MESSAGE_NOTES.es);
    }

    const english = await palmdaleSubmission('en');
    const englishAnswer = await submitLelo(english);
    expect(englishAnswer.status).toBe(201);
    const englishConfirmation = englishAnswer.body as LeloConfirmation;
    expect(englishConfirmation).toMatchObject({
      templateMessage: '<p>Welcome to Flex High, Ana!</p>',
      templateLanguage: 'en',
    });
    const englishMails = await familyConfirmations(english, englishConfirmation._uuid);
    for (const mail of englishMails) {
      expect(mail.text).toContain('Welcome to Flex High, Ana!');
      expect(mail.text).toContain(`Registration ID: ${englishConfirmation._uuid}`);
      expect(mail.text).not.toContain('Bienvenida');
    }
  });
});
