import {
  type FieldError,
  LEVEL_SUPER_ADMIN,
  type PermissionLevel,
  type PersonSearchResult,
  toFieldErrors,
  type UserPermissionCreateInput,
  type UserPermissionUpdateInput,
  userPermissionCreateSchema,
  userPermissionUpdateSchema,
} from '@enroll/domain';

/** What the two permission dialogs edit besides the person. */
export interface PermissionFormValues {
  level: PermissionLevel | null;
  charterIds: string[];
}

/** Where a message shows: under a field, or above the buttons when no field is named. */
export type PermissionFormField = 'person' | 'level' | 'charters' | 'form';

/** A message key of the domain catalog, or a text to show as it is (the server's own message). */
export type PermissionFormErrors = Partial<Record<PermissionFormField, string>>;

const FIELD_OF: Readonly<Record<string, PermissionFormField>> = {
  name: 'person',
  azureID: 'person',
  personDbID: 'person',
  userLevel: 'level',
  userStatus: 'level',
  charterAssignments: 'charters',
};

/** The dialog field of an API or schema field path ('charterAssignments.0._id' → charters). */
export function formFieldOf(path: string): PermissionFormField {
  return FIELD_OF[path.split('.')[0] ?? ''] ?? 'form';
}

/**
 * The first message per dialog field. Schema issues keep their catalog key (translated on screen);
 * the server's refusals keep the text it sent.
 */
export function formErrorsOf(
  errors: readonly FieldError[],
  source: 'schema' | 'server',
): PermissionFormErrors {
  const result: PermissionFormErrors = {};
  for (const error of errors) {
    const field = formFieldOf(error.field);
    if (result[field] !== undefined) continue;
    result[field] = source === 'schema' && error.code !== 'invalid' ? error.code : error.message;
  }
  return result;
}

/** The messages left once the person changed the level or the charters (a fixed field loses its message). */
export function clearChanged(
  errors: PermissionFormErrors,
  before: PermissionFormValues,
  after: PermissionFormValues,
): PermissionFormErrors {
  const { level, charters, ...rest } = errors;
  const levelChanged = before.level !== after.level;
  const chartersChanged = levelChanged || before.charterIds.join() !== after.charterIds.join();
  return {
    ...rest,
    ...(level !== undefined && !levelChanged ? { level } : {}),
    ...(charters !== undefined && !chartersChanged ? { charters } : {}),
  };
}

function grantFields(values: PermissionFormValues) {
  return {
    ...(values.level === null ? {} : { userLevel: values.level }),
    allCharterAccess: values.level === LEVEL_SUPER_ADMIN,
    // A Super Admin has every charter: the list is not sent (the API would drop it).
    charterAssignments: values.level === LEVEL_SUPER_ADMIN ? [] : values.charterIds.map((_id) => ({ _id })),
  };
}

export type Checked<T> = { ok: true; body: T } | { ok: false; errors: PermissionFormErrors };

/**
 * POST /api/user/'s body for the chosen person, checked with the API's own schema (a selected person and
 * a level; charters unless Super Admin).
 */
export function checkCreate(
  person: PersonSearchResult | null,
  values: PermissionFormValues,
): Checked<UserPermissionCreateInput> {
  const body: UserPermissionCreateInput = {
    name: person ? `${person.FirstName} ${person.LastName}`.trim() : '',
    azureID: person?.EmailAddress ?? '',
    personDbID: person?.PersonID ?? '',
    ...grantFields(values),
  };
  const parsed = userPermissionCreateSchema.safeParse(body);
  return parsed.success
    ? { ok: true, body }
    : { ok: false, errors: formErrorsOf(toFieldErrors(parsed.error), 'schema') };
}

/** PUT /api/user/{id}'s body, checked with the API's own schema (General allowed: it removes access). */
export function checkUpdate(values: PermissionFormValues): Checked<UserPermissionUpdateInput> {
  const body: UserPermissionUpdateInput = grantFields(values);
  const parsed = userPermissionUpdateSchema.safeParse(body);
  return parsed.success
    ? { ok: true, body }
    : { ok: false, errors: formErrorsOf(toFieldErrors(parsed.error), 'schema') };
}
