import { type Brand, type DraftKind, type FamilyLanguage, longDateOfInstant } from '@enroll/domain';
import { renderDraftEmail } from './render-draft-link-email.ts';
import type { RenderedEmail } from './render-interest-email.ts';

export interface DraftSentEmailInput {
  brand: Brand;
  appUrl: string;
  kind: DraftKind;
  language: FamilyLanguage;
  /** When the form was sent (ISO): the e-mail gives its business day, as the resume page does. */
  submittedAt: string;
}

const TEXTS = {
  en: {
    subject: (form: string) => `Your ${form} was already sent`,
    greeting: 'Hello,',
    sent: (form: string, date: string) =>
      `You asked for a link to a saved form. Your ${form} was already sent on ${date}, so there is nothing left to fill in.`,
    next: 'If you have a question about it, please contact your learning center. To start another form, visit our website.',
    notYou: 'If you did not ask for this e-mail, you can ignore it.',
    action: 'Go to our website',
  },
  es: {
    subject: (form: string) => `Su ${form} ya fue enviada`,
    greeting: 'Hola:',
    sent: (form: string, date: string) =>
      `Usted pidió un enlace a un formulario guardado. Su ${form} ya se envió el ${date}, así que no queda nada por llenar.`,
    next: 'Si tiene alguna pregunta, comuníquese con su centro de aprendizaje. Para empezar otro formulario, visite nuestro sitio web.',
    notYou: 'Si usted no pidió este correo, puede ignorarlo.',
    action: 'Ir a nuestro sitio web',
  },
} as const;

/**
 * The answer to 'Continue a saved form' for a form already sent: the day it was sent, in the family's
 * language, instead of a link that would open nothing to fill in.
 */
export function renderDraftSentEmail(input: DraftSentEmailInput): RenderedEmail {
  const text = TEXTS[input.language];
  return renderDraftEmail(
    input,
    text,
    (form) => [text.sent(form, longDateOfInstant(input.submittedAt, input.language)), text.next],
    new URL('/', input.appUrl).toString(),
  );
}
