import {
  brandNamed,
  brandOf,
  brandSchema,
  type CatalogCourse,
  type CatalogCourseRow,
  type CharterRef,
  type CharterRow,
  type CourseOfferingRecord,
  type CourseOfferingRow,
  catalogCourseSchema,
  catalogMismatchErrors,
  charterSchema,
  checkGrant,
  courseOfferingRecordOf,
  courseOfferingRowSchema,
  courseOfferingSubmitSchema,
  DomainError,
  type FieldError,
  invalidInput,
  LEVEL_DETAILS_KEY,
  LEVEL_SUPER_ADMIN,
  type LeloSessionRecord,
  normalizeGrant,
  type PermissionLevel,
  type ProgramType,
  permissionLevelName,
  programTypeOf,
  programTypeSchema,
  requestedLevel,
  SCHOOL_LEVELS,
  type SchoolLevel,
  type SessionRow,
  type Site,
  type SiteImportRow,
  sessionRowSchema,
  siteRowSchema,
  type UserPermissionImport,
  userPermissionImportSchema,
  type ValidationMessageKey,
  validationMessagesEn,
} from '@enroll/domain';
import type { StoredBrand } from '../../data/brands-repository.ts';
import type { Charter } from '../../data/charters-repository.ts';
import type { StoredSite } from '../../data/sites-repository.ts';
import { type StoredUser, storedLevel, userIdForEmail } from '../../data/users-repository.ts';
import { parseWith } from '../../platform/parse-body.ts';
import type { ZipPlace } from '../geo.ts';
import { sanitizeTemplateHtml } from '../lelo-templates/sanitize-template-html.ts';
import { sessionRecordOf } from '../sessions/session-writes.ts';
import type { ImportKind } from './import-kinds.ts';
import type { ImportDocument } from './import-plan.ts';
import type { ImportIssue, SourceRow } from './read-import-file.ts';
import { catalogCourseId, charterIdOf, sessionIdOf, siteIdOf } from './reference-ids.ts';

/** A charter as stored, with the key the import and the seed name it by. */
export type CharterDocument = Charter & { key?: string };

/** A `sites` document: the Site shape plus a lowercase text field for the finder's text search. */
export type SiteDocument = StoredSite;

/** Where a ZIP code is (its state and coordinates); null when the ZIP is unknown. */
export type ZipPlaceLookup = (zip: string) => Promise<ZipPlace | null>;

/** Who the import writes as, in the `createdBy` / `updatedBy` of staff permissions. */
export const IMPORT_AUTHOR = 'import';

/** The reference data known while building: what is stored, then what the files add, kind by kind. */
export interface KnownData {
  brands: StoredBrand[];
  charters: CharterDocument[];
  programTypes: ProgramType[];
  sites: StoredSite[];
  sessions: LeloSessionRecord[];
  catalog: CatalogCourse[];
  courses: CourseOfferingRecord[];
  users: StoredUser[];
}

/** One built document and the row it came from (for its label in the report). */
export interface BuiltDocument {
  document: ImportDocument;
  label: string;
}

interface BuildContext {
  known: KnownData;
  issues: ImportIssue[];
  now: Date;
  zipPlace: ZipPlaceLookup;
}

function issueAt(row: SourceRow, field: string, key: ValidationMessageKey, detail?: string): ImportIssue {
  const message = validationMessagesEn[key];
  return { file: row.file, line: row.line, field, message: detail ? `${message} (${detail})` : message };
}

function issuesOf(row: SourceRow, errors: readonly FieldError[]): ImportIssue[] {
  return errors.map((error) => ({
    file: row.file,
    line: row.line,
    field: error.field,
    message: error.message,
  }));
}

/** A row checked with its domain schema; its field errors go to the issues and the row is skipped. */
function checked<T>(row: SourceRow, parse: (value: unknown) => T, issues: ImportIssue[]): T | null {
  try {
    return parse(row.value);
  } catch (error) {
    if (error instanceof DomainError && error.errors) {
      issues.push(...issuesOf(row, error.errors));
      return null;
    }
    throw error;
  }
}

/** A problem of a row found while resolving it (an unknown charter, ZIP code, course...). */
export type RowIssue = (field: string, key: ValidationMessageKey, detail?: string) => void;

/**
 * How one kind is built: its schema's parse, the document of a checked row (null once `issue` has
 * been told why not), the keys no two rows may share, its label in the report, and whether the fields
 * a stored document has beyond the row's are kept.
 */
interface KindBuilder<K extends keyof KnownData, Row> {
  known: K;
  parse(raw: unknown): Row;
  build(
    row: Row,
    issue: RowIssue,
    context: BuildContext,
  ): Promise<KnownData[K][number] | null> | KnownData[K][number] | null;
  keys(row: Row, document: KnownData[K][number]): [field: string, key: string][];
  label(row: Row, document: KnownData[K][number]): string;
  keepStored: boolean;
  /** A rule over the whole kind once every row is built: `issue(source)` reports it on a row. */
  checkAll?(
    built: readonly { document: KnownData[K][number]; source: SourceRow }[],
    lists: { stored: readonly KnownData[K][number][]; after: readonly KnownData[K][number][] },
    issue: (source: SourceRow) => RowIssue,
  ): void;
}

/**
 * Checks each row with its kind's domain schema, builds its document (resolving what it names from the
 * rows before it, else from what is stored), refuses a row repeating another's key, and puts the built
 * documents into the known data for the kinds after it.
 */
async function buildKind<K extends keyof KnownData, Row>(
  rows: readonly SourceRow[],
  context: BuildContext,
  builder: KindBuilder<K, Row>,
): Promise<BuiltDocument[]> {
  type Doc = KnownData[K][number];
  const stored = context.known[builder.known] as readonly Doc[];
  const seen = new Map<string, SourceRow>();
  const built: { document: Doc; label: string; source: SourceRow }[] = [];
  for (const row of rows) {
    const issue: RowIssue = (field, key, detail) => context.issues.push(issueAt(row, field, key, detail));
    const value = checked(row, (raw) => builder.parse(raw), context.issues);
    if (value === null) continue;
    const before = context.issues.length;
    const document = await checked(row, () => builder.build(value, issue, context), context.issues);
    if (!document || context.issues.length > before) continue;
    const repeated = builder.keys(value, document).find(([field, key]) => {
      const first = seen.get(`${field}:${key}`);
      if (first) issue(field, 'import.duplicate', `${first.file} line ${first.line}`);
      return first !== undefined;
    });
    if (repeated) continue;
    for (const [field, key] of builder.keys(value, document)) seen.set(`${field}:${key}`, row);
    const kept = builder.keepStored ? keepingStored(stored, document) : document;
    built.push({ document: kept, label: builder.label(value, kept), source: row });
  }
  const ids = new Set(built.map(({ document }) => document.id));
  const known = [
    ...stored.filter((document) => !ids.has(document.id)),
    ...built.map(({ document }) => document),
  ];
  builder.checkAll?.(
    built,
    { stored, after: known },
    (source) => (field, key, detail) => context.issues.push(issueAt(source, field, key, detail)),
  );
  // One kind's list is replaced by a list of the same kind.
  (context.known as Record<K, readonly Doc[]>)[builder.known] = known;
  return built.map(({ document, label }) => ({ document, label }));
}

/** The document with the stored one's other fields kept (those the app writes, e.g. translations). */
function keepingStored<T extends { id: string }>(stored: readonly T[], document: T): T {
  const before = stored.find((candidate) => candidate.id === document.id);
  return before ? { ...before, ...document } : document;
}

function findBrand(known: KnownData, keyOrName: string): StoredBrand | undefined {
  return brandNamed(known.brands, keyOrName) ?? undefined;
}

function findCharter(known: KnownData, keyOrId: string): CharterDocument | undefined {
  return known.charters.find((charter) => charter.key === keyOrId || charter.id === keyOrId);
}

const brands: KindBuilder<'brands', ReturnType<typeof brandOf>> = {
  known: 'brands',
  parse: (raw) => brandOf(parseWith(brandSchema, raw)),
  build: (brand) => ({ id: brand.key, ...brand }),
  keys: (brand) => [['key', brand.key]],
  label: (brand) => brand.key,
  keepStored: true,
};

/** The `charters` document of a checked row: its id from the key, its brand's name and key. */
export function charterDocumentOf(
  row: CharterRow,
  brand: Pick<StoredBrand, 'key' | 'brandName'>,
): CharterDocument {
  const { masterAgreementDescription, ...fields } = row;
  return {
    id: charterIdOf(row.key),
    ...fields,
    brandName: brand.brandName,
    brandKey: brand.key,
    // Shown to families as HTML: reduced to the editor's allowlist, like every staff-written text.
    ...(masterAgreementDescription === undefined
      ? {}
      : { masterAgreementDescription: sanitizeTemplateHtml(masterAgreementDescription) }),
  };
}

const charters: KindBuilder<'charters', CharterRow> = {
  known: 'charters',
  parse: (raw) => parseWith(charterSchema, raw),
  build(row, issue, { known }) {
    const brand = findBrand(known, row.brandKey);
    if (!brand) issue('brandKey', 'import.brand.unknown', row.brandKey);
    return brand ? charterDocumentOf(row, brand) : null;
  },
  keys: (row) => [['key', row.key]],
  label: (row) => `${row.key} (${row.name})`,
  keepStored: true,
};

const programTypes: KindBuilder<'programTypes', ProgramType> = {
  known: 'programTypes',
  parse: (raw) => programTypeOf(parseWith(programTypeSchema, raw)),
  build(program, issue, { known }) {
    program.brand.forEach((link, index) => {
      if (!findBrand(known, link.brandName))
        issue(`brand.${index}.brandName`, 'import.brand.unknown', link.brandName);
    });
    return program;
  },
  keys: (program) => [['name', program.name]],
  label: (program) => program.name,
  keepStored: true,
};

/** The charter fields a site carries: the charter's own and its brand's. */
export function siteCharterOf(
  charter: Pick<Charter, 'id' | 'name' | 'abbreviation' | 'website' | 'contactNumber'>,
  brand: Pick<StoredBrand, 'brandName' | 'brandIcon' | 'brandPhoto' | 'domain'>,
): Site['charter'] {
  const { id, name, abbreviation, website, contactNumber } = charter;
  const { brandName, brandIcon, brandPhoto, domain } = brand;
  const enrollmentsUrl = `https://enroll.${domain}`;
  return {
    id,
    name,
    abbreviation,
    website,
    contactNumber,
    brand: { brandName, brandIcon, brandPhoto, enrollmentsUrl, domain },
  };
}

/** The finder's text search reads this: the site's name, its charter's name, its city and brand, in lower case. */
export function siteSearchText(site: Pick<Site, 'name' | 'brandName' | 'charter' | 'address'>): string {
  return [site.name, site.charter.name, site.address.city, site.brandName].join(' ').toLowerCase();
}

/** A site's programs with the site's own brand's link first (the site page reads brand[0].url). */
function siteProgramTypes(programs: readonly ProgramType[], brandName: string) {
  return programs.map((program) => {
    const own = program.brand.filter((link) => link.brandName === brandName);
    const others = program.brand.filter((link) => link.brandName !== brandName);
    return { name: program.name, brand: [...own, ...others] };
  });
}

/** The `sites` document of a checked row, its charter and brand, its program types and its ZIP code's place. */
export function siteDocumentOf(
  row: SiteImportRow,
  charter: CharterDocument,
  brand: Pick<StoredBrand, 'brandName' | 'brandIcon' | 'brandPhoto' | 'domain'>,
  programs: readonly ProgramType[],
  place: ZipPlace,
): SiteDocument {
  const coordinates = { latitude: place.latitude, longitude: place.longitude };
  const site: Site = {
    id: row.id ?? siteIdOf(row.slug),
    name: `${charter.brandName} - ${row.label}`,
    displayName: row.displayName || `${row.label} Learning Center`,
    brandName: charter.brandName,
    charter: siteCharterOf(charter, brand),
    photo: row.photo,
    coordinates,
    address: {
      address_1: row.street,
      city: row.city,
      state: row.state || place.state,
      zip: row.zip,
      phone: row.phone,
      coordinates: { ...coordinates },
      start_day: row.start_day,
      end_day: row.end_day,
      start_time: row.start_time,
      end_time: row.end_time,
    },
    people: row.people,
    enrollment_info: row.enrollmentInfo
      ? {
          about: row.about,
          moreAbout: row.moreAbout,
          aboutEs: row.aboutEs,
          moreAboutEs: row.moreAboutEs,
          programTypes: siteProgramTypes(programs, charter.brandName),
          secondaryEnrollmentUrl: row.secondaryEnrollmentUrl,
          primaryEmailstatus: row.primaryEmailstatus,
          addtionalEmailstatus: row.addtionalEmailstatus,
          interestEmail: row.interestEmail,
          registrationEmail: row.registrationEmail,
        }
      : null,
    orientation: {
      orientation_dates: [...row.orientation_dates].sort((a, b) => a.date.localeCompare(b.date)),
      virtual_link: row.virtual_link,
    },
  };
  return { ...site, searchText: siteSearchText(site) };
}

const sites: KindBuilder<'sites', SiteImportRow> = {
  known: 'sites',
  parse: (raw) => parseWith(siteRowSchema, raw),
  async build(row, issue, { known, zipPlace }) {
    const charter = findCharter(known, row.charterKey);
    if (!charter) issue('charterKey', 'import.charter.unknown', row.charterKey);
    const brand = charter ? findBrand(known, charter.brandKey || charter.brandName) : undefined;
    if (charter && !brand) issue('charterKey', 'import.brand.unknown', charter.brandKey);
    const programs = row.programs.flatMap((code) => {
      const program = known.programTypes.find((candidate) => candidate.name === code);
      if (!program) issue('programs', 'import.programType.unknown', code);
      return program ? [program] : [];
    });
    const place = await zipPlace(row.zip);
    if (!place) issue('zip', 'import.zip.unknown', row.zip);
    return charter && brand && place ? siteDocumentOf(row, charter, brand, programs, place) : null;
  },
  keys: (row, site) => [
    ['slug', row.slug],
    ['id', site.id],
  ],
  label: (row, site) => `${row.slug} (${site.name})`,
  keepStored: true,
};

const sessions: KindBuilder<'sessions', SessionRow> = {
  known: 'sessions',
  parse: (raw) => parseWith(sessionRowSchema, raw),
  build(row, issue, { known, now }) {
    const id = row.id ?? sessionIdOf(row.permalink);
    // Names and permalinks are unique among sessions, as the setup screen keeps them.
    const clash = known.sessions.find(
      (session) =>
        session.id !== id &&
        (session.name.trim().toLowerCase() === row.name.toLowerCase() || session.permalink === row.permalink),
    );
    if (clash) {
      issue(clash.permalink === row.permalink ? 'permalink' : 'name', 'import.session.taken', clash.id);
      return null;
    }
    const stored = known.sessions.find((session) => session.id === id) ?? null;
    return { ...sessionRecordOf(id, row, stored, now), permalink: row.permalink };
  },
  keys: (row, session) => [
    ['id', session.id],
    ['name', row.name.toLowerCase()],
    ['permalink', row.permalink],
  ],
  label: (row, session) => `${session.id} (${row.name})`,
  keepStored: true,
};

/** The `catalog` document of a checked row: its id from the charter's key, the edition and the code. */
export function catalogCourseOf(
  row: CatalogCourseRow,
  charter: Pick<CharterDocument, 'id' | 'key'>,
): CatalogCourse {
  return {
    id: catalogCourseId(charter.key ?? charter.id, row.school_year, row.catalog_term, row.code),
    charter_id: charter.id,
    school_year: row.school_year,
    catalog_term: row.catalog_term,
    course_type: row.course_type,
    course_name: row.course_name,
    grade_level_offered: row.grade_level_offered,
    credits: row.credits,
    ncaa: row.ncaa,
    master_agreement_name: row.master_agreement_name || `${row.code} ${row.course_name}`,
  };
}

const catalog: KindBuilder<'catalog', CatalogCourseRow> = {
  known: 'catalog',
  parse: (raw) => parseWith(catalogCourseSchema, raw),
  build(row, issue, { known }) {
    const charter = findCharter(known, row.charterKey);
    if (!charter) issue('charterKey', 'import.charter.unknown', row.charterKey);
    return charter ? catalogCourseOf(row, charter) : null;
  },
  keys: (_row, course) => [['code', course.id]],
  label: (row) => `${row.charterKey} ${row.school_year} ${row.catalog_term} ${row.code}`,
  keepStored: true,
};

function findSite(known: KnownData, slugOrId: string): StoredSite | undefined {
  return known.sites.find((site) => site.id === slugOrId || site.id === siteIdOf(slugOrId));
}

/**
 * The offering of a row: the course names become the ids of the site's charter's catalog courses of
 * the level and edition, then the whole is checked with the course setup screen's schema and built by
 * its rule.
 */
function offeringOf(
  row: CourseOfferingRow,
  issue: RowIssue,
  { known, now }: BuildContext,
): CourseOfferingRecord | null {
  const session = known.sessions.find(
    (candidate) => candidate.id === row.session || candidate.permalink === row.session,
  );
  const site = findSite(known, row.site);
  if (!session) issue('session', 'import.session.unknown', row.session);
  if (!site) issue('site', 'import.site.unknown', row.site);
  if (!session || !site) return null;
  const catalogOf = (level: SchoolLevel, year: string, term: string) =>
    known.catalog.filter(
      (course) =>
        course.charter_id === site.charter.id &&
        course.course_type === level &&
        course.school_year === year &&
        course.catalog_term === term,
    );
  let unknownCourse = false;
  const levels = Object.fromEntries(
    SCHOOL_LEVELS.map((level) => {
      const key = LEVEL_DETAILS_KEY[level];
      const { courses, ...details } = row[key];
      const available = catalogOf(level, details.courseYear, details.catalogTerm);
      const courseIds = courses.flatMap((name) => {
        const course = available.find((candidate) => candidate.course_name === name);
        if (!course) {
          unknownCourse = true;
          issue(`${key}.courses`, 'import.course.unknown', name);
        }
        return course ? [course.id] : [];
      });
      return [key, { ...details, courseIds }];
    }),
  );
  if (unknownCourse) return null;
  const submit = parseWith(courseOfferingSubmitSchema, {
    LeloRegistrationProfile: session.id,
    siteId: site.id,
    ...levels,
  });
  const coursesOf = (level: SchoolLevel) => {
    const details = submit[LEVEL_DETAILS_KEY[level]];
    return catalogOf(level, details.courseYear, details.catalogTerm);
  };
  const mismatches = catalogMismatchErrors(submit, site.charter.id, coursesOf);
  if (mismatches.length > 0) throw invalidInput(mismatches);
  return courseOfferingRecordOf(submit, { session, site }, coursesOf, now);
}

const courseOfferings: KindBuilder<'courses', CourseOfferingRow> = {
  known: 'courses',
  parse: (raw) => parseWith(courseOfferingRowSchema, raw),
  build: offeringOf,
  keys: (_row, offering) => [['site', offering.id]],
  label: (_row, offering) => `${offering.permalink} ${offering.learningCenterName}`,
  // The whole offering comes from the row: a level the row leaves empty is no longer offered.
  keepStored: false,
};

/**
 * The `users` document of a checked row at its level with its charters: the stored one's other fields
 * (the sign-in binding) and creation kept.
 */
export function staffPermissionOf(
  row: Pick<UserPermissionImport, 'azureID' | 'name' | 'personDbID'>,
  level: PermissionLevel,
  charters: readonly CharterRef[],
  stored: StoredUser | undefined,
  now: Date,
): StoredUser {
  const stamp = now.toISOString();
  return {
    ...stored,
    id: userIdForEmail(row.azureID),
    name: row.name,
    azureID: row.azureID,
    ...normalizeGrant(level, charters),
    userStatus: permissionLevelName(level),
    userLevel: level,
    personDbID: row.personDbID,
    createdAt: stored?.createdAt ?? stamp,
    updatedAt: stamp,
    createdBy: stored?.createdBy ?? IMPORT_AUTHOR,
    updatedBy: IMPORT_AUTHOR,
  };
}

const staffPermissions: KindBuilder<'users', UserPermissionImport> = {
  known: 'users',
  parse: (raw) => parseWith(userPermissionImportSchema, raw),
  build(row, issue, { known, now }) {
    const level = requestedLevel(row);
    const charters = row.charters.flatMap((key) => {
      const charter = findCharter(known, key);
      if (!charter) issue('charters', 'import.charter.unknown', key);
      return charter ? [{ _id: charter.id, name: charter.name }] : [];
    });
    if (level === undefined) return null;
    const stored = known.users.find((user) => user.id === userIdForEmail(row.azureID));
    return staffPermissionOf(row, level, charters, stored, now);
  },
  keys: (row) => [['azureID', row.azureID]],
  label: (row) => row.azureID,
  keepStored: false,
  // The App Permissions rule holds for the import too: the last stored Super Admin stays one.
  checkAll(built, { stored, after }, issue) {
    const superAdminsAfter = after.filter((user) => storedLevel(user) === LEVEL_SUPER_ADMIN).length;
    for (const { document, source } of built) {
      const existing = stored.find((user) => user.id === document.id);
      const decision = checkGrant({
        actor: { level: LEVEL_SUPER_ADMIN, charterIds: 'all' },
        existing: existing ? { userLevel: storedLevel(existing), charterIds: [] } : null,
        requested: { userLevel: document.userLevel, charterIds: [] },
        superAdminsAfter,
      });
      if (!decision.allowed) issue(source)('userLevel', decision.code);
    }
  },
};

/**
 * Checks every row of a kind with its domain schema, resolves what it names (brands, charters,
 * program types, sites, sessions, catalog courses: from the files' rows before it, else from what is
 * stored) and builds the documents. Every problem becomes an issue with the row's file and line; a row
 * with one builds nothing.
 */
export function buildDocuments(
  kind: ImportKind,
  rows: readonly SourceRow[],
  context: BuildContext,
): Promise<BuiltDocument[]> {
  switch (kind) {
    case 'brands':
      return buildKind(rows, context, brands);
    case 'charters':
      return buildKind(rows, context, charters);
    case 'program-types':
      return buildKind(rows, context, programTypes);
    case 'sites':
      return buildKind(rows, context, sites);
    case 'sessions':
      return buildKind(rows, context, sessions);
    case 'catalog':
      return buildKind(rows, context, catalog);
    case 'course-offerings':
      return buildKind(rows, context, courseOfferings);
    case 'staff-permissions':
      return buildKind(rows, context, staffPermissions);
  }
}

export type { BuildContext };
