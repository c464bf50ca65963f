import type { Translation } from '../../../i18n/catalog-types.ts';
import type { savedFormsEn } from './saved-forms-en.ts';

export const savedFormsEs: Translation<typeof savedFormsEn> = {
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
