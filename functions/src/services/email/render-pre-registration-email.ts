import { type Brand, type LeloRegistrationRecord, preRegistrationFormPath } from '@enroll/domain';
import { GENERIC_PRINCIPAL, type RenderedEmail, renderBranded } from './render-interest-email.ts';

interface PreRegistrationEmailInput {
  record: Pick<
    LeloRegistrationRecord,
    | 'firstName'
    | 'lastName'
    | 'learningCenters'
    | 'charter'
    | 'session_name'
    | 'permaLink'
    | '_uuid'
    | 'courses'
  >;
  brand: Brand;
  appUrl: string;
}

/** The family's link to the pre-registration: the public wizard opened with the entry's uuid. */
export function preRegistrationLink(
  record: Pick<LeloRegistrationRecord, 'permaLink' | '_uuid'>,
  appUrl: string,
): string {
  return new URL(preRegistrationFormPath(record.permaLink, record._uuid), appUrl).toString();
}

/**
 * To the family of a staff pre-registration: what the staff member entered and the link that opens
 * the wizard pre-filled, where they complete the enrollment and sign the agreement.
 */
export function renderPreRegistrationEmail({
  record,
  brand,
  appUrl,
}: PreRegistrationEmailInput): RenderedEmail {
  const courses = record.courses.map((course, index) => `${index + 1}. ${course.course_name}`).join('\n');
  return renderBranded({
    brand,
    appUrl,
    subject: `Complete your course registration with ${record.learningCenters}`,
    paragraphs: [
      `Hello ${record.firstName} ${record.lastName},`,
      `${record.learningCenters} (${record.charter}) started your registration for ${record.session_name}.`,
      `Courses:\n${courses}`,
      'Please open the link below to complete the registration and sign the agreement.',
    ],
    action: { label: 'Complete your registration', url: preRegistrationLink(record, appUrl) },
    footer: `${brand.brandName} ${GENERIC_PRINCIPAL}`,
  });
}
