/**
 * Query keys of a learning center's confirmation message and notification e-mail settings in a
 * session, and of a charter's agreement translation and Spanish course names.
 */
export const leloTemplateKeys = {
  all: ['staff', 'lelo-templates'] as const,
  confirmation: (charterId: string, sessionId: string, siteId: string) =>
    [...leloTemplateKeys.all, 'confirmation', charterId, sessionId, siteId] as const,
  email: (charterId: string, sessionId: string, siteId: string) =>
    [...leloTemplateKeys.all, 'email', charterId, sessionId, siteId] as const,
  agreementTranslation: (charterId: string) =>
    [...leloTemplateKeys.all, 'agreement-translation', charterId] as const,
  courseNames: (charterId: string) => [...leloTemplateKeys.all, 'course-names', charterId] as const,
};
