import type { InterestEntry, RegistrationRecord } from '@enroll/domain';
import { describe, expect, it } from 'vitest';
import { minorInterestForm, minorRegistrationDraft } from '../support/family-forms.ts';
import { APP_URL, db, postJson, waitForOutbox } from '../support/local-stack.ts';
import { learn4LifeSiteMailingFamilyAndStaff, storedLearn4LifeSites } from '../support/seeded-sites.ts';

function occurrences(haystack: string, needle: string): number {
  return haystack.split(needle).length - 1;
}

describe("the family's e-mails in the family's language", () => {
  it('a Spanish interest request gets the Spanish Info Kit; the staff copy is English with the contact and "Spanish"', async () => {
    const site = await learn4LifeSiteMailingFamilyAndStaff();
    const form = minorInterestForm({ site: site.id, language: 'es' });
    const { status, body } = await postJson('/api/enrollment/public', form);
    expect(status).toBe(201);
    const { id, _uuid } = body as { id: string; _uuid: string };
    const { resource: entry } = await db.container('interests').item(id, id).read<InterestEntry>();
    expect(entry?.language).toBe('es');

    const [family] = await waitForOutbox((message) => message.to === form.primaryEmail);
    if (!family) throw new Error('no family e-mail');
    expect(family.subject).toBe('Su Info Kit de Learn4Life');
    expect(family.text).toContain('Hola, Maria:');
    expect(family.text).toContain(`Gracias por su interés en ${site.name} (${site.charter.name}).`);
    expect(family.text).toContain('NUESTRO MODELO DE APRENDIZAJE');
    expect(family.text).toContain('PROGRAMAS Y APOYO ESTUDIANTIL');
    expect(family.text).toContain('HISTORIAS DE ESTUDIANTES');
    expect(family.text).toContain('PREGUNTAS FRECUENTES DE LOS PADRES');
    expect(family.text).toContain('¿Cuánto cuesta?');
    expect(occurrences(family.text, `/register-interest?uuid=${_uuid}`)).toBe(1);
    expect(occurrences(family.html, `/register-interest?uuid=${_uuid}`)).toBe(1);
    expect(family.html).toContain('<html lang="es">');

    // The logo is the brand's PNG, and the app serves it.
    const logo = /<img src="([^"]+)"/.exec(family.html)?.[1] ?? '';
    expect(new URL(logo).pathname).toBe('/brands/learn4life/logo.png');
    const served = await fetch(new URL('/brands/learn4life/logo.png', APP_URL));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toContain('image/png');
    expect(
      Buffer.from(await served.arrayBuffer())
        .subarray(1, 4)
        .toString('latin1'),
    ).toBe('PNG');

    const staffAddresses = site.enrollment_info.interestEmail.map((address) => address.trim().toLowerCase());
    const copies = await waitForOutbox(
      (message) => staffAddresses.includes(message.to) && message.text.includes(_uuid),
      staffAddresses.length,
    );
    expect(copies).toHaveLength(staffAddresses.length);
    for (const copy of copies) {
      expect(copy.subject).toBe(`New interest: Ana Lopez at ${site.name}`);
      expect(copy.text).toContain(`Email: ${form.primaryEmail}`);
      expect(copy.text).toContain('Phone: 661-555-0134');
      expect(copy.text).toContain('Family language: Spanish');
      expect(copy.text).not.toContain('Hola');
      expect(copy.text).not.toContain('NUESTRO MODELO');
    }
  });

  it('a Spanish registration sends each family member a Spanish copy greeting them; staff read English and "Spanish"', async () => {
    const site = (await storedLearn4LifeSites()).find(
      (candidate) => (candidate.enrollment_info?.registrationEmail.length ?? 0) > 0,
    );
    if (!site?.enrollment_info) throw new Error('no seeded Learn4Life site notifies staff of registrations');
    const draft = minorRegistrationDraft();
    const { status, body } = await postJson('/api/registration/public', {
      ...draft,
      site: site.id,
      language: 'es',
    });
    expect(status).toBe(201);
    const { id, _uuid } = body as { id: string; _uuid: string };
    const { resource: record } = await db.container('registrations').item(id, id).read<RegistrationRecord>();
    expect(record?.language).toBe('es');

    const mails = await waitForOutbox(
      (message) => message.to === draft.studentEmail || message.to === draft.pgPrimaryEmail,
      2,
    );
    const toStudent = mails.find((message) => message.to === draft.studentEmail);
    const toParent = mails.find((message) => message.to === draft.pgPrimaryEmail);
    for (const mail of [toStudent, toParent]) {
      expect(mail?.subject).toBe(`Su inscripción en ${site.name} está completa`);
      expect(mail?.text).toContain(
        `¡Gracias! La inscripción de ${draft.firstName} ${draft.lastName} en ${site.name} (${site.charter.name}) se completó correctamente.`,
      );
      expect(mail?.text).toContain(`Número de inscripción: ${_uuid}`);
    }
    expect(toStudent?.text.startsWith(`Hola, ${draft.firstName}:`)).toBe(true);
    expect(toParent?.text.startsWith(`Hola, ${draft.pgFirstName}:`)).toBe(true);

    const staff = site.enrollment_info.registrationEmail.map((address) => address.trim().toLowerCase());
    const notices = await waitForOutbox(
      (message) => message.text.includes(_uuid) && message.subject.startsWith('New registration'),
      staff.length,
    );
    expect(notices.map((notice) => notice.to).sort()).toEqual([...new Set(staff)].sort());
    for (const notice of notices) {
      expect(notice.text).toContain('Family language: Spanish');
      expect(notice.text).toContain(`Email: ${draft.studentEmail}, ${draft.pgPrimaryEmail}`);
      expect(notice.text).not.toContain('Hola');
    }
  });
});
