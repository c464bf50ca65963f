import type { EmailTemplateRecord, LeloRegistrationRecord } from '@enroll/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adultTestRecord, signedTestRecord } from '../../../test-support/lelo-fixtures.ts';

const state = vi.hoisted(() => ({
  record: null as LeloRegistrationRecord | null,
  emailTemplate: null as EmailTemplateRecord | null,
  confirmation: null as { templateMessage: string; templateMessageEs?: string } | null,
  session: null as { name: string; nameEs?: string } | null,
}));

vi.mock('../../data/lelo-registrations-repository.ts', () => ({
  findLeloRegistration: async () => state.record,
}));
vi.mock('../../data/templates-repository.ts', () => ({
  findConfirmationTemplate: async () => state.confirmation,
  findEmailTemplate: async () => state.emailTemplate,
}));
vi.mock('../../data/sites-repository.ts', () => ({ findSite: async () => null }));
vi.mock('../../data/sessions-repository.ts', () => ({ findSession: async () => state.session }));
// The brands as seeded, without a database.
vi.mock('../../data/brands-repository.ts', async () => {
  const { BRAND_SEED, brandForHost, brandNamed } = await import('@enroll/domain');
  return { brandOfName: async (name: string) => brandNamed(BRAND_SEED, name) ?? brandForHost('') };
});
// The cap on e-mails to one address has its own tests (email-cap.test.ts); here every message is within it.
vi.mock('./email-cap.ts', () => ({
  familyMessagesWithinCap: async (_kind: string, _recordId: string, messages: unknown[]) => messages,
}));

const { leloMessages } = await import('./lelo-messages.ts');

function emailTemplate(overrides: Partial<EmailTemplateRecord>): EmailTemplateRecord {
  return {
    id: 'email_x',
    kind: 'email',
    charter_id: 'charter-1',
    permaLink: 'summer-intersession-2027',
    learningCenters: 'Learn4Life - Lancaster',
    siteId: 'b2ba96878bd049e721fc7c59',
    LeloRegistrationProfile: 'lelo-session-active',
    updatedAt: '',
    email: ['lelo-notify@learn4life.example'],
    pgPrimaryEmail: true,
    studentEmail: true,
    ...overrides,
  };
}

beforeEach(() => {
  state.record = signedTestRecord();
  state.emailTemplate = null;
  state.confirmation = null;
  state.session = null;
});

describe('leloMessages', () => {
  it('without a template: the family e-mail to the student and the parent, no notification', async () => {
    const messages = await leloMessages('entry-1');
    expect(messages.map((message) => message.to)).toEqual([
      'ana.student@example.com',
      'maria.parent@example.com',
    ]);
    expect(messages[0]?.subject).toBe('Your course registration with Learn4Life - Lancaster');
    // Each copy greets its reader: the student's the student, the parent's the parent.
    expect(messages[0]?.text).toContain('Hello Ana Lopez,\n\nThank you! Your registration at');
    expect(messages[1]?.text).toContain(
      `Hello ${state.record?.pgFirstName} ${state.record?.pgLastName},\n\nThank you! The registration of Ana Lopez at`,
    );
  });

  it('honours the template flags and notifies each template address', async () => {
    state.emailTemplate = emailTemplate({
      studentEmail: false,
      email: ['Lelo-Notify@learn4life.example', 'second@learn4life.example', ' '],
    });
    state.confirmation = { templateMessage: '<p>Thank you, {{firstName}} {{lastName}}! ID {{_uuid}}.</p>' };
    const messages = await leloMessages('entry-1');
    expect(messages.map((message) => message.to)).toEqual([
      'maria.parent@example.com',
      'lelo-notify@learn4life.example',
      'second@learn4life.example',
    ]);
    expect(messages[0]?.text).toContain(`Thank you, Ana Lopez! ID ${state.record?._uuid}.`);
    expect(messages[1]?.subject).toBe('New secondary enrollment: Ana Lopez');
  });

  it("links the family's copies to its brand's address and the notification to the staff's", async () => {
    vi.stubEnv('PUBLIC_APP_URL', 'https://staff.example.org');
    vi.stubEnv('BRAND_PUBLIC_URLS', '{"learn4life":"https://enroll.learn4life.example"}');
    state.emailTemplate = emailTemplate({ email: ['lelo-notify@learn4life.example'] });
    const [student, parent, notification] = await leloMessages('entry-1');
    for (const family of [student, parent]) {
      expect(family?.html).toContain('https://enroll.learn4life.example/');
      expect(family?.html).not.toContain('staff.example.org');
    }
    expect(notification?.text).toContain(`https://staff.example.org/lelo-forms/${state.record?.id}`);
    expect(notification?.html).not.toContain('enroll.learn4life.example');
  });

  it("sends a Spanish-speaking family the school's Spanish message, filled, and the ID once", async () => {
    state.record = { ...signedTestRecord(), language: 'es' };
    state.confirmation = {
      templateMessage: '<p>Thank you, {{firstName}}!</p>',
      templateMessageEs: '<p>¡Gracias, {{firstName}}! Su número es {{_uuid}}.</p>',
    };
    const messages = await leloMessages('entry-1');
    const uuid = state.record._uuid;
    for (const message of messages) {
      expect(message.subject).toBe('Su inscripción a cursos en Learn4Life - Lancaster');
      expect(message.text).toContain(`¡Gracias, Ana! Su número es ${uuid}.`);
      expect(message.text).not.toContain('Thank you, Ana!');
      expect(message.text.split(uuid)).toHaveLength(2);
    }
    expect(messages).toHaveLength(2);
  });

  it('names the session by its Spanish name to a Spanish-speaking family, by its stored name otherwise', async () => {
    const stored = signedTestRecord();
    state.session = { name: 'Renamed Since', nameEs: 'Intersesión de verano 2027' };
    state.record = { ...stored, language: 'es' };
    const [spanish] = await leloMessages('entry-1');
    expect(spanish?.text).toContain('para Intersesión de verano 2027.');
    state.record = stored;
    const [english] = await leloMessages('entry-1');
    expect(english?.text).toContain(`for ${stored.session_name} has been received.`);
    state.session = { name: 'Renamed Since', nameEs: '' };
    state.record = { ...stored, language: 'es' };
    const [untranslated] = await leloMessages('entry-1');
    expect(untranslated?.text).toContain(`para ${stored.session_name}.`);
  });

  it('skips addresses that do not exist (an adult has no parent address)', async () => {
    state.record = adultTestRecord();
    state.emailTemplate = emailTemplate({ email: [] });
    expect((await leloMessages('entry-1')).map((message) => message.to)).toEqual(['ana.student@example.com']);
  });

  it('throws while the entry is not stored, so the queue retries', async () => {
    state.record = null;
    await expect(leloMessages('entry-1')).rejects.toThrow(/not stored/);
  });
});
