import type { Translation } from '../../../i18n/catalog-types.ts';
import type { wizardEn } from './en.ts';

/** Spanish of the shared wizard shell (namespace `wizard`). */
export const wizardEs: Translation<typeof wizardEn> = {
  next: 'Siguiente paso',
  previous: 'Paso anterior',
  submit: 'Enviar',
  submitting: 'Enviando...',
  progress: 'Paso {{current}} de {{total}}',
  navigation: 'Navegación entre pasos',
  required: 'Por favor, complete los campos obligatorios',
  loadingStep: 'Cargando...',
};
