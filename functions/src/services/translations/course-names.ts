import type { HttpRequest } from '@azure/functions';
import {
  type CourseNamesInput,
  type CourseNamesSetup,
  type CourseOfferingRecord,
  catalogError,
  courseNamesSetupRows,
  type DomainError,
  offeringWithSpanishCourseNames,
  storedCourseNames,
} from '@enroll/domain';
import { type Charter, findCharter, replaceCharter } from '../../data/charters-repository.ts';
import { withoutSystemFields } from '../../data/system-fields.ts';
import { courseCatalog } from '../catalog/catalog-service.ts';
import { assertCurrentVersion, requiredIfMatch } from '../interest-entries/scoped-interest.ts';
import { scopedCharter } from './scoped-charter.ts';

const CONFLICT = 'courseNames.conflict';

function namesConflict(): DomainError {
  return catalogError('conflict', CONFLICT);
}

async function setupOf(charter: Charter): Promise<CourseNamesSetup> {
  const catalog = await courseCatalog().courses({ charter_id: charter.id });
  const stored = charter.courseNamesEs;
  return {
    names: courseNamesSetupRows(
      catalog.map((course) => course.course_name),
      stored?.names ?? [],
    ),
    updatedAt: stored?.updatedAt ?? null,
    updatedBy: stored?.updatedBy ?? null,
  };
}

/** The setup screen's read: every course name of the charter's catalog with its Spanish name. */
export async function readCourseNames(request: HttpRequest, charterId: string) {
  const charter = await scopedCharter(request, charterId);
  return { setup: await setupOf(charter), etag: charter._etag };
}

/**
 * Replaces the charter's Spanish course names with the non-blank ones sent. If-Match required:
 * missing 428, stale 409, nothing written.
 */
export async function saveCourseNames(
  request: HttpRequest,
  charterId: string,
  input: CourseNamesInput,
  editor: string,
) {
  const etag = requiredIfMatch(request, 'courseNames.ifMatch.required');
  const charter = await scopedCharter(request, charterId);
  assertCurrentVersion(charter, etag, namesConflict);
  const { courseNamesEs: _previous, ...rest } = withoutSystemFields(charter);
  const names = storedCourseNames(input);
  const next: Charter =
    names.length === 0
      ? rest
      : { ...rest, courseNamesEs: { names, updatedAt: new Date().toISOString(), updatedBy: editor } };
  const saved = await replaceCharter(next, etag);
  if (!saved) throw namesConflict();
  return { setup: await setupOf(saved), etag: saved._etag };
}

/** A site's offering with its charter's Spanish course names beside the English ones. */
export async function withCharterCourseNames(offering: CourseOfferingRecord): Promise<CourseOfferingRecord> {
  const names = (await findCharter(offering.charter_id))?.courseNamesEs?.names;
  return offeringWithSpanishCourseNames(offering, names);
}
