import type { Translation } from '../../../i18n/catalog-types.ts';
import type { saveForLaterEn } from './en.ts';

export const saveForLaterEs: Translation<typeof saveForLaterEn> = {
  button: 'Guardar y continuar después',
  dialog: {
    title: 'Guardar y continuar después',
    offerTitle: '¿Quiere terminar esto más tarde?',
    offerIntro: 'Puede guardar sus respuestas ahora y terminar en cualquier teléfono o computadora.',
    intro: 'Le enviaremos por correo electrónico un enlace para seguir donde se quedó.',
    rules:
      'El enlace funciona durante 24 horas, en cualquier teléfono o computadora. Guardamos sus respuestas por 30 días.',
    email: 'Correo electrónico',
    emailHint: 'El enlace se envía solo a este correo.',
    save: 'Enviarme el enlace',
    saving: 'Guardando…',
    cancel: 'Ahora no',
    close: 'Cerrar',
    failed: 'No pudimos guardar sus respuestas. Por favor, inténtelo de nuevo.',
    savedTitle: 'Sus respuestas están guardadas',
    saved:
      'Enviamos un enlace a {{email}}. Ábralo dentro de 24 horas en cualquier teléfono o computadora para continuar.',
    autosave: 'A partir de ahora, sus respuestas se guardan cada vez que presione Siguiente.',
  },
};
