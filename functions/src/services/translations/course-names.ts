import {
  type CharterScope,
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
import { assertCurrentVersion, withoutSystemFields } from '../../data/system-fields.ts';
import { courseCatalog } from '../catalog/catalog-service.ts';
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
export async function readCourseNames(scope: CharterScope, charterId: string) {
  const charter = await scopedCharter(scope, charterId);
  return { setup: await setupOf(charter), etag: charter._etag };
}

/**
 * Replaces the charter's Spanish course names with the non-blank ones sent. If-Match required:
 * stale 409, nothing written (the handler requires it: missing 428).
 */
export async function saveCourseNames(
  scope: CharterScope,
  charterId: string,
  etag: string,
  input: CourseNamesInput,
  editor: string,
) {
  const charter = await scopedCharter(scope, charterId);
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
