import { type CourseOfferingRecord, courseOfferingId } from '@enroll/domain';
import { container } from './cosmos-client.ts';
import { withoutSystemFields } from './system-fields.ts';

/** What one site offers in one session (point read: the id joins the two). */
export async function findCourseOffering(
  sessionId: string,
  siteId: string,
): Promise<CourseOfferingRecord | null> {
  const id = courseOfferingId(sessionId, siteId);
  const { resource } = await container('courses').item(id, id).read<CourseOfferingRecord>();
  return resource ? withoutSystemFields(resource) : null;
}

/** Every site's offering in a session (a few dozen documents at most). */
export async function listCourseOfferingsOfSession(sessionId: string): Promise<CourseOfferingRecord[]> {
  const { resources } = await container('courses')
    .items.query<CourseOfferingRecord>({
      query: 'SELECT * FROM c WHERE c.LeloRegistrationProfile = @sessionId',
      parameters: [{ name: '@sessionId', value: sessionId }],
    })
    .fetchAll();
  return resources.map(withoutSystemFields);
}
