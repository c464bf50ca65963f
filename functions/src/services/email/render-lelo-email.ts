import { type Brand, DEFAULT_CONFIRMATION_TEXT, type LeloRegistrationRecord } from '@enroll/domain';
import { htmlToText } from './html-to-text.ts';
import { GENERIC_PRINCIPAL, type RenderedEmail, renderBranded } from './render-interest-email.ts';

interface LeloEmailInput {
  record: LeloRegistrationRecord;
  brand: Brand;
  appUrl: string;
}

function courseLines(record: LeloRegistrationRecord): string {
  return record.courses
    .map((course, index) => {
      const credits = record.selectedCourseAgreements[index] ?? course.credits;
      return `${index + 1}. ${course.course_name}${credits ? ` (${credits} credits)` : ''}`;
    })
    .join('\n');
}

/**
 * To the family: the enrollment is in, with the registration ID, learning center, courses and the
 * site's confirmation message (its filled HTML as text) or the default text.
 */
export function renderLeloEmail({
  record,
  brand,
  appUrl,
  templateMessage,
}: LeloEmailInput & { templateMessage: string | null }): RenderedEmail {
  return renderBranded({
    brand,
    appUrl,
    subject: `Your course registration with ${record.learningCenters}`,
    paragraphs: [
      `Hello ${record.firstName} ${record.lastName},`,
      `Thank you! Your registration at ${record.learningCenters} (${record.charter}) for ${record.session_name} has been received.`,
      `Registration ID: ${record._uuid}\nLearning Center: ${record.learningCenters}`,
      `Courses:\n${courseLines(record)}`,
      templateMessage === null ? DEFAULT_CONFIRMATION_TEXT : htmlToText(templateMessage),
    ],
    footer: `${brand.brandName} ${GENERIC_PRINCIPAL}`,
  });
}

/** To the staff addresses of the site's e-mail template: a new signed enrollment, with a link to it. */
export function renderLeloNotification({ record, brand, appUrl }: LeloEmailInput): RenderedEmail {
  const url = new URL(`/lelo-forms/${record.id}`, appUrl).toString();
  return renderBranded({
    brand,
    appUrl,
    subject: `New secondary enrollment: ${record.firstName} ${record.lastName}`,
    paragraphs: [
      `A new secondary enrollment was signed for ${record.learningCenters} (${record.session_name}).`,
      `Student: ${record.firstName} ${record.lastName}\nGrade: ${record.gradeLevel}\nSigned: ${record.signedAt ?? record.updatedAt}`,
      `Courses:\n${courseLines(record)}`,
      `Registration ID: ${record._uuid}`,
    ],
    action: { label: 'Open the registration', url },
    footer: `${brand.brandName} ${GENERIC_PRINCIPAL}`,
  });
}
