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
  alreadySent: 'Este formulario ya se envió el {{date}}.',
  resume: {
    title: 'Continúe su formulario guardado',
    opening: 'Abriendo su formulario guardado…',
    noLink: 'Esta página necesita el enlace de su correo. Por favor, abra el enlace que le enviamos.',
    used: 'Este enlace ya abrió su formulario en 5 dispositivos. Por su seguridad, pida uno nuevo.',
    expired: 'Este enlace ya venció. Los enlaces funcionan durante 24 horas.',
    invalid: 'Este enlace no es válido.',
    failed: 'No pudimos abrir su formulario guardado. Por favor, inténtelo de nuevo.',
    retry: 'Intentar de nuevo',
    newLink: 'Enviarme un enlace nuevo',
    submittedTitle: 'Este formulario ya fue enviado',
    submitted: '¡Gracias! No queda nada por llenar.',
    goHome: 'Ir a la página principal',
  },
  continue: {
    title: 'Continuar un formulario guardado',
    intro:
      'Escriba el correo electrónico con el que guardó su formulario. Le enviaremos a ese correo un enlace nuevo para cada formulario guardado.',
    email: 'Correo electrónico',
    send: 'Enviarme un enlace nuevo',
    sending: 'Enviando…',
    sent: 'Si se guardó algún formulario con {{email}}, le enviamos a ese correo un enlace nuevo (funciona durante 24 horas) o la fecha en que se envió.',
    thisDevice: 'Hay un formulario guardado abierto en este dispositivo.',
    openHere: 'Continuarlo aquí',
    failed: 'No pudimos enviar el enlace. Por favor, inténtelo de nuevo.',
  },
};
