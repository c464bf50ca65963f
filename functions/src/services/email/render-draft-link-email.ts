import type { Brand, DraftKind, FamilyLanguage } from '@enroll/domain';
import { type RenderedEmail, renderFamilyEmail } from './render-interest-email.ts';

export interface DraftLinkEmailInput {
  brand: Brand;
  appUrl: string;
  kind: DraftKind;
  language: FamilyLanguage;
  /** The link's token: it goes only into this e-mail, in the link's fragment (never sent to a server). */
  token: string;
  /** The student's first name as the draft has it ('' when not filled yet). */
  studentFirstName: string;
}

/** What the family calls each kind of saved form, in its language: one name in every draft e-mail. */
export const DRAFT_FORM_NAMES: Record<FamilyLanguage, Record<DraftKind, string>> = {
  en: { registration: 'student registration', lelo: 'secondary enrollment' },
  es: { registration: 'inscripción del estudiante', lelo: 'inscripción secundaria' },
};

const TEXTS = {
  en: {
    subject: (form: string) => `Continue your ${form}`,
    greeting: 'Hello,',
    saved: (form: string, student: string) =>
      student ? `Your ${form} for ${student} is saved.` : `Your ${form} is saved.`,
    open: 'Open this link on any phone or computer to continue where you left off:',
    rules:
      'The link works for 24 hours. Your answers are kept for 30 days. If the link has expired, choose “Continue a saved form” on our website and we will e-mail you a new one.',
    notYou:
      'If you did not ask for this e-mail, you can ignore it: nobody can open your form without this link.',
    action: 'Continue my form',
  },
  es: {
    subject: (form: string) => `Continúe su ${form}`,
    greeting: 'Hola:',
    saved: (form: string, student: string) =>
      student ? `Guardamos su ${form} de ${student}.` : `Guardamos su ${form}.`,
    open: 'Abra este enlace en cualquier teléfono o computadora para seguir donde se quedó:',
    rules:
      'El enlace funciona durante 24 horas. Guardamos sus respuestas por 30 días. Si el enlace ya venció, elija “Continuar un formulario guardado” en nuestro sitio web y le enviaremos uno nuevo.',
    notYou:
      'Si usted no pidió este correo, puede ignorarlo: nadie puede abrir su formulario sin este enlace.',
    action: 'Continuar mi formulario',
  },
} as const;

/** The path of the resume page; the token follows in the fragment (#token=), which browsers never send. */
export const RESUME_PATH = '/resume';

export function draftLinkUrl(appUrl: string, token: string): string {
  const url = new URL(RESUME_PATH, appUrl);
  url.hash = `token=${token}`;
  return url.toString();
}

/** The texts every draft e-mail has, in one language. */
export interface DraftEmailTexts {
  /** The subject, naming the form. */
  subject: (form: string) => string;
  greeting: string;
  /** Last: what to do with an e-mail the reader did not ask for. */
  notYou: string;
  /** The button's label. */
  action: string;
}

/**
 * A draft e-mail in the family's language: the subject naming the form, the greeting, `body` (the
 * paragraphs about the form, given its name), the closing for a reader who did not ask, and a button
 * to `actionUrl`.
 */
export function renderDraftEmail(
  input: Pick<DraftLinkEmailInput, 'brand' | 'appUrl' | 'kind' | 'language'>,
  text: DraftEmailTexts,
  body: (form: string) => string[],
  actionUrl: string,
): RenderedEmail {
  const form = DRAFT_FORM_NAMES[input.language][input.kind];
  return renderFamilyEmail({
    brand: input.brand,
    appUrl: input.appUrl,
    language: input.language,
    subject: text.subject(form),
    paragraphs: [text.greeting, ...body(form), text.notYou],
    action: { label: text.action, url: actionUrl },
  });
}

/** The e-mail with a link to a saved draft, in the family's language. */
export function renderDraftLinkEmail(input: DraftLinkEmailInput): RenderedEmail {
  const text = TEXTS[input.language];
  const url = draftLinkUrl(input.appUrl, input.token);
  return renderDraftEmail(
    input,
    text,
    (form) => [text.saved(form, input.studentFirstName.trim()), `${text.open}\n${url}`, text.rules],
    url,
  );
}
