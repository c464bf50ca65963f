import {
  BRAND_SEED,
  type Brand,
  buildInterestEntry,
  buildRegistrationRecord,
  emptyRegistrationDraft,
  type InterestEntry,
  interestSubmissionSchema,
  type RegistrationRecord,
  type Site,
} from '@enroll/domain';
import { describe, expect, it } from 'vitest';
import { testCharter, testSite } from '../../../../domain/test-support/site.ts';
import { signedTestRecord } from '../../../test-support/lelo-fixtures.ts';
import { brandedEmailHtml, emailLogoPath } from './branded-layout.ts';
import { LEARN4LIFE_PAGES } from './info-kit-content.ts';
import { registrationFamilyRecipients } from './registration-email-context.ts';
import { renderFinalEnrollmentEmail } from './render-final-enrollment-email.ts';
import { renderInterestEmail } from './render-interest-email.ts';
import { renderLeloEmail, renderLeloNotification } from './render-lelo-email.ts';
import { renderOrientationEmail, renderOrientationStaffCopy } from './render-orientation-email.ts';
import { renderPreRegistrationEmail } from './render-pre-registration-email.ts';
import { renderRegistrationEmail, renderRegistrationNotification } from './render-registration-email.ts';
import { renderInterestStaffCopy } from './staff-copies.ts';

function brandNamed(name: string): Brand {
  const found = BRAND_SEED.find((brand) => brand.brandName === name);
  if (!found) throw new Error(`no brand ${name}`);
  return found;
}

const learn4life = brandNamed('Learn4Life');
const flexHigh = brandNamed('Flex High');
const appUrl = 'http://localhost:4280';

const site: Site = testSite({
  address: {
    ...testSite().address,
    start_day: 'Monday',
    end_day: 'Friday',
    start_time: '8:00 AM',
    end_time: '4:00 PM',
  },
  enrollment_info: {
    about: '',
    moreAbout: '',
    programTypes: [
      { name: 'WIOA', brand: [{ brandName: 'Learn4Life', url: 'https://www.learn4life.org/programs/wioa' }] },
      {
        name: 'CTE',
        brand: [
          { brandName: 'Learn4Life', url: 'https://www.learn4life.org/programs/career-technical-education' },
        ],
      },
      { name: 'HOPE', brand: [{ brandName: 'Flex High', url: 'https://flexhigh.org/hope' }] },
    ],
    secondaryEnrollmentUrl: '',
    primaryEmailstatus: 'Yes',
    addtionalEmailstatus: 'Yes',
    interestEmail: ['office@example.org'],
    registrationEmail: [],
  },
});

function interestEntry(language: 'en' | 'es', withSite: Site | null = site): InterestEntry {
  const submission = interestSubmissionSchema.parse({
    studentFirstName: 'Ana',
    studentLastName: 'Lopez',
    birthDate: '2011-03-04',
    parentRelationship: 'Parent',
    parentFirstName: 'Maria',
    parentLastName: 'Lopez',
    primaryEmail: 'maria@example.com',
    phone: '661-555-0134',
    zipCode: '93534',
    language,
  });
  return buildInterestEntry(
    submission,
    withSite,
    { id: 'i-1', uuid: 'u-int-1' },
    new Date('2026-06-15T18:00:00Z'),
  );
}

function registration(overrides: Partial<RegistrationRecord> = {}): RegistrationRecord {
  const draft = {
    ...emptyRegistrationDraft(),
    firstName: 'Ana',
    lastName: 'Lopez',
    pgFirstName: 'Maria',
    pgLastName: 'Lopez',
    studentEmail: 'ana@example.com',
    pgPrimaryEmail: 'maria@example.com',
  };
  return {
    ...buildRegistrationRecord(draft, site, { id: 'r1', uuid: 'u-1' }, new Date('2026-06-15T18:00:00Z')),
    ...overrides,
  };
}

/** Who a Learn4Life family's e-mail comes from; with the Lancaster site for the site's own e-mails. */
const fromLearn4life = { brand: learn4life, appUrl };
const fromLancaster = { ...fromLearn4life, site };

/** A registration with a live orientation booked, its family writing in Spanish. */
function spanishLiveOrientation(): RegistrationRecord {
  return registration({
    language: 'es',
    orientationScheduled: true,
    orientationType: 'LIVE',
    orientationTime: '07/01/2026 09:00AM - 10:30AM',
    orientationDate: '2026-07-01',
  });
}

/** How often `needle` occurs in `haystack`. */
function occurrences(haystack: string, needle: string): number {
  return haystack.split(needle).length - 1;
}

describe('the e-mail logo', () => {
  it('is a PNG for every brand (mail apps do not show SVG)', () => {
    for (const brand of BRAND_SEED) {
      expect(emailLogoPath(brand)).toBe(`/brands/${brand.key}/logo.png`);
      const html = brandedEmailHtml({ brand, appUrl, subject: 's', paragraphs: ['p'], footer: 'f' });
      expect(html).toContain(`<img src="${appUrl}/brands/${brand.key}/logo.png"`);
      expect(html).not.toContain('.svg');
    }
  });

  it('keeps a stored bitmap logo', () => {
    expect(emailLogoPath({ key: 'x', brandLogo: 'https://cdn.example.org/x.jpg' })).toBe(
      'https://cdn.example.org/x.jpg',
    );
  });
});

describe('the Learn4Life Info Kit e-mail', () => {
  it('in English carries the learning model, programs, stories and FAQs, and the registration link once', () => {
    const email = renderInterestEmail({ ...fromLancaster, entry: interestEntry('en') });
    expect(email.subject).toBe('Your Learn4Life Info Kit');
    expect(email.text).toContain('Hello Maria,');
    expect(email.text).toContain(
      'Thank you for your interest in Lancaster Learning Center (Antelope Valley Learning Academy). A member of our team will reach out within one business day.',
    );
    expect(email.text).toContain('Monday - Friday from 8:00 AM - 4:00 PM');
    expect(email.text).toContain('OUR LEARNING MODEL');
    expect(email.text).toContain('- A flexible schedule:');
    expect(email.text).toContain('- One-to-one time with a teacher');
    // The site's programs for the brand, in the domain's order, with their links.
    expect(email.text).toContain(
      '- Career Technical Education (CTE): https://www.learn4life.org/programs/career-technical-education\n- WIOA: https://www.learn4life.org/programs/wioa',
    );
    expect(email.text).not.toContain('HOPE');
    expect(email.text).toContain(`- Read student stories: ${LEARN4LIFE_PAGES.stories}`);
    expect(email.text).toContain('FAQS FOR PARENTS');
    expect(email.text).toContain(
      'How much does it cost?\nNothing. Learn4Life schools are free public schools',
    );
    expect(email.text).toContain('What should we bring to enroll?');
    expect(email.html).toContain('<h2');
    expect(email.html).toContain(`href="${LEARN4LIFE_PAGES.stories}"`);
    const link = `${appUrl}/register-interest?uuid=u-int-1&amp;site=${site.id}`;
    expect(occurrences(email.html, link)).toBe(1);
    expect(occurrences(email.text, '/register-interest?')).toBe(1);
    expect(email.text).toContain(
      `Start your registration: ${appUrl}/register-interest?uuid=u-int-1&site=${site.id}`,
    );
  });

  it('in Spanish, with the same sections and the link once', () => {
    const email = renderInterestEmail({ ...fromLancaster, entry: interestEntry('es') });
    expect(email.subject).toBe('Su Info Kit de Learn4Life');
    expect(email.html).toContain('<html lang="es">');
    expect(email.text).toContain('Hola, Maria:');
    expect(email.text).toContain(
      'Gracias por su interés en Lancaster Learning Center (Antelope Valley Learning Academy). Un miembro de nuestro equipo se comunicará con usted en el plazo de un día hábil.',
    );
    expect(email.text).toContain('De lunes a viernes, de 8:00 a. m. a 4:00 p. m.');
    expect(email.text).toContain('Teléfono: 661-555-0100');
    expect(email.text).toContain('NUESTRO MODELO DE APRENDIZAJE');
    expect(email.text).toContain('- Un horario flexible:');
    expect(email.text).toContain('PROGRAMAS Y APOYO ESTUDIANTIL');
    // Program names in Spanish, as the site pages show them.
    expect(email.text).toContain('- Educación Técnica Profesional (CTE): ');
    expect(email.text).not.toContain('Career Technical Education');
    expect(email.text).toContain(`- Leer historias de estudiantes: ${LEARN4LIFE_PAGES.stories}`);
    expect(email.text).toContain('PREGUNTAS FRECUENTES DE LOS PADRES');
    expect(email.text).toContain(
      '¿Cuánto cuesta?\nNada. Las escuelas de Learn4Life son escuelas públicas gratuitas',
    );
    expect(email.text).toContain('¿Qué debemos traer para la inscripción?');
    expect(email.text).toContain(`Comenzar la inscripción: ${appUrl}/register-interest?uuid=u-int-1`);
    expect(occurrences(email.text, '/register-interest?')).toBe(1);
    expect(occurrences(email.html, '/register-interest?')).toBe(1);
    expect(email.text).toContain('Equipo de Inscripciones de Learn4Life');
    expect(email.text).not.toContain('Thank you');
  });

  it('without a site lists every program and signs as the Enrollment Team (Spanish: Equipo de Inscripciones)', () => {
    const english = renderInterestEmail({
      entry: interestEntry('en', null),
      site: null,
      ...fromLearn4life,
    });
    expect(english.text).toContain('Phone: Contact us for details\nPrincipal: Enrollment Team');
    expect(english.text).toContain(
      '- Career Technical Education (CTE)\n- CLMI Fellowship (CLMI)\n- WIOA\n- HOPE\n\n- All programs: https://www.learn4life.org/programs/',
    );
    expect(occurrences(english.text, LEARN4LIFE_PAGES.programs)).toBe(1);
    const spanish = renderInterestEmail({
      entry: interestEntry('es', null),
      site: null,
      ...fromLearn4life,
    });
    expect(spanish.text).toContain(
      'Teléfono: Comuníquese con nosotros para más información\nDirector(a): Equipo de Inscripciones',
    );
    expect(spanish.text).toContain(
      '- Educación Técnica Profesional (CTE)\n- Beca CLMI (CLMI)\n- WIOA\n- HOPE\n\n- Todos los programas: https://www.learn4life.org/programs/',
    );
  });
});

describe('the interest e-mail of another brand', () => {
  const flexSite = testSite({
    brandName: 'Flex High',
    charter: testCharter({ name: 'Flex Charter' }),
  });

  it('keeps the English welcome without the Info Kit', () => {
    const email = renderInterestEmail({
      entry: interestEntry('en', flexSite),
      site: flexSite,
      brand: flexHigh,
      appUrl,
    });
    expect(email.subject).toBe('Thank you for your interest in Lancaster Learning Center');
    expect(email.text).not.toContain('OUR LEARNING MODEL');
    expect(email.text).toContain('Ready to enroll? Start your registration online:');
  });

  it('writes it in Spanish for a Spanish-speaking family', () => {
    const email = renderInterestEmail({
      entry: interestEntry('es', flexSite),
      site: flexSite,
      brand: flexHigh,
      appUrl,
    });
    expect(email.subject).toBe('Gracias por su interés en Lancaster Learning Center');
    expect(email.text).toContain(
      '¿Todo listo para inscribir al estudiante? Comience la inscripción en línea:',
    );
    expect(email.text).not.toContain('NUESTRO MODELO');
  });
});

describe('staff copies', () => {
  it("the interest staff copy is English with the family's contact details and language, not the letter", () => {
    const entry = interestEntry('es');
    const email = renderInterestStaffCopy({ ...fromLancaster, entry, language: 'es' });
    expect(email.subject).toBe('New interest: Ana Lopez at Lancaster Learning Center');
    expect(email.text).toContain(
      [
        `Student: Ana Lopez (age ${entry.age})`,
        'Parent/Guardian: Maria Lopez (Parent)',
        'Email: maria@example.com',
        'Phone: 661-555-0134',
        'Learning Center: Lancaster Learning Center (Antelope Valley Learning Academy)',
        'Family language: Spanish',
      ].join('\n'),
    );
    expect(email.text).toContain('Interest ID: u-int-1');
    expect(email.text).toContain(`Open the interest entry: ${appUrl}/interest-forms/i-1`);
    expect(email.text).not.toContain('Hola');
    expect(email.text).not.toContain('OUR LEARNING MODEL');
    expect(email.html).toContain('<html lang="en">');
  });

  it('the registration notification names the family contact and its language', () => {
    const email = renderRegistrationNotification({
      record: registration({ language: 'es' }),
      ...fromLancaster,
    });
    expect(email.text).toContain('Email: ana@example.com, maria@example.com');
    expect(email.text).toContain('Family language: Spanish');
    expect(email.subject).toBe('New registration: Ana Lopez');
  });

  it("the orientation coordinator's copy is English, with the orientation and the family's contact", () => {
    const record = spanishLiveOrientation();
    const copy = renderOrientationStaffCopy({ ...fromLancaster, record, emailType: 'POST' });
    expect(copy.subject).toBe('Orientation for Ana Lopez at Lancaster Learning Center');
    expect(copy.text).toContain(
      'Copy for staff: the orientation e-mail (after processing) was sent to the family of Ana Lopez.',
    );
    expect(copy.text).toContain('Orientation: 07/01/2026 09:00AM - 10:30AM');
    expect(copy.text).toContain('Family language: Spanish');
    expect(copy.text).not.toContain('Hola');
  });

  it('the Lelo notification leaves out the parent of an adult and names the language', () => {
    const email = renderLeloNotification({
      record: { ...signedTestRecord(), language: 'es' },
      ...fromLearn4life,
    });
    expect(email.text).toContain('Family language: Spanish');
    expect(email.text).toContain('Student: Ana Lopez');
  });
});

describe('registration e-mails by recipient and language', () => {
  it('greets the student in the student’s copy and the parent in the parent’s', () => {
    const record = registration();
    expect(registrationFamilyRecipients(record)).toEqual([
      { to: 'ana@example.com', name: 'Ana' },
      { to: 'maria@example.com', name: 'Maria' },
    ]);
    const toStudent = renderRegistrationEmail({
      record,
      ...fromLancaster,
      recipientName: 'Ana',
    });
    expect(toStudent.text.startsWith('Hello Ana,')).toBe(true);
    expect(toStudent.subject).toBe('Your registration with Lancaster Learning Center is complete');
  });

  it('a shared address greets the parent', () => {
    const record = registration({ studentEmail: 'family@example.com', pgPrimaryEmail: 'Family@example.com' });
    expect(registrationFamilyRecipients(record)).toEqual([{ to: 'family@example.com', name: 'Maria' }]);
  });

  it('writes the registration confirmation in Spanish', () => {
    const email = renderRegistrationEmail({
      record: registration({ language: 'es' }),
      ...fromLancaster,
      recipientName: 'Maria',
    });
    expect(email.subject).toBe('Su inscripción en Lancaster Learning Center está completa');
    expect(email.text).toContain('Hola, Maria:');
    expect(email.text).toContain(
      '¡Gracias! La inscripción de Ana Lopez en Lancaster Learning Center (Antelope Valley Learning Academy) se completó correctamente.',
    );
    expect(email.text).toContain('Número de inscripción: u-1');
  });

  it('writes a live orientation in Spanish with the day written out', () => {
    const record = spanishLiveOrientation();
    const email = renderOrientationEmail({
      record,
      ...fromLancaster,
      emailType: 'POST',
      staffEmail: 'coordinator@example.org',
      recipientName: 'Ana',
    });
    expect(email.subject).toBe('Orientación de Ana Lopez en Lancaster Learning Center');
    expect(email.text).toContain('Hola, Ana:');
    expect(email.text).toContain('Orientación: miércoles, 1 de julio de 2026, de 9:00 a. m. a 10:30 a. m.');
    expect(email.text).toContain('ya fue procesada, y Ana ya puede asistir a la orientación.');
    expect(email.text).toContain('Si tiene alguna pregunta, comuníquese con coordinator@example.org.');
    expect(email.text).toContain('Abrir el mapa: https://www.google.com/maps/search/');
  });

  it('writes a virtual orientation and the final enrollment in Spanish', () => {
    const virtual = renderOrientationEmail({
      record: registration({
        language: 'es',
        orientationScheduled: true,
        orientationType: 'VIRTUAL',
        orientationLink: 'https://meet.example.org/o',
      }),
      ...fromLancaster,
      emailType: 'PRE',
      staffEmail: '',
    });
    expect(virtual.subject).toBe('Orientación virtual de Ana Lopez en Lancaster Learning Center');
    expect(virtual.text).toContain(
      'Para unirse a la orientación virtual, use este enlace:\nhttps://meet.example.org/o',
    );
    expect(virtual.text).toContain(
      'Mientras nuestro equipo revisa la inscripción, Ana ya tiene una orientación programada.',
    );
    const final = renderFinalEnrollmentEmail({
      record: registration({ language: 'es' }),
      ...fromLancaster,
    });
    expect(final.subject).toBe('La inscripción de Ana en Lancaster Learning Center está completa');
    expect(final.text).toContain('¡Felicidades! Ana Lopez completó la orientación');
    expect(final.text).toContain(
      'Si tiene alguna pregunta, llame a Lancaster Learning Center al 661-555-0100.',
    );
  });
});

describe('secondary enrollment e-mails by recipient and language', () => {
  it("greets the parent in the parent's copy and speaks of the student's registration", () => {
    const record = signedTestRecord();
    const email = renderLeloEmail({
      record,
      ...fromLearn4life,
      message: { html: null, language: 'en' },
      recipient: { name: 'Maria Lopez', reader: 'parent' },
    });
    expect(email.text).toContain('Hello Maria Lopez,');
    expect(email.text).toContain('Thank you! The registration of Ana Lopez at Learn4Life - Lancaster');
  });

  it('writes the confirmation in Spanish, keeping a staff-written message as written', () => {
    const record = { ...signedTestRecord(), language: 'es' as const };
    const defaulted = renderLeloEmail({
      record,
      ...fromLearn4life,
      message: { html: null, language: 'es' },
    });
    expect(defaulted.subject).toBe('Su inscripción a cursos en Learn4Life - Lancaster');
    expect(defaulted.text).toContain('Hola, Ana Lopez:');
    expect(defaulted.text).toContain('¡Gracias! Recibimos su inscripción en Learn4Life - Lancaster');
    expect(defaulted.text).toContain(
      `Número de inscripción: ${record._uuid}\nCentro de aprendizaje: Learn4Life - Lancaster`,
    );
    expect(defaulted.text).toContain('1. English 9A (5 créditos)');
    expect(defaulted.text).toContain('Ya está inscrito y no necesita hacer nada más');
    const templated = renderLeloEmail({
      record,
      ...fromLearn4life,
      message: { html: '<p>¡Bienvenida, Ana!</p>', language: 'es' },
    });
    expect(templated.text).toContain('¡Bienvenida, Ana!');
  });

  it('writes the pre-registration link e-mail in Spanish when the entry records Spanish', () => {
    const email = renderPreRegistrationEmail({
      record: { ...signedTestRecord(), language: 'es' },
      ...fromLearn4life,
    });
    expect(email.subject).toBe('Complete su inscripción a cursos en Learn4Life - Lancaster');
    expect(email.text).toContain(
      'Abra el enlace de abajo para completar la inscripción y firmar el acuerdo.',
    );
  });
});
