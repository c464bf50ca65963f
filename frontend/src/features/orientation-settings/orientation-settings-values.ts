import {
  type SiteOrientationSettings,
  type SiteOrientationSettingsValues,
  siteOrientationSettingsSchema,
} from '@enroll/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** The form's values: the settings with each address list as text, one address per line. */
export interface OrientationSettingsFormValues {
  orientation_dates: { date: string; start_time: string; end_time: string }[];
  virtual_link: string;
  interestEmailText: string;
  registrationEmailText: string;
}

const lines = (text: string) =>
  text
    .split(/[\n,;]+/)
    .map((line) => line.trim())
    .filter(Boolean);

export function formValuesOf(settings: SiteOrientationSettings): OrientationSettingsFormValues {
  return {
    orientation_dates: settings.orientation_dates,
    virtual_link: settings.virtual_link,
    interestEmailText: settings.interestEmail.join('\n'),
    registrationEmailText: settings.registrationEmail.join('\n'),
  };
}

export function settingsOf(values: OrientationSettingsFormValues): SiteOrientationSettings {
  return {
    orientation_dates: values.orientation_dates,
    virtual_link: values.virtual_link,
    interestEmail: lines(values.interestEmailText),
    registrationEmail: lines(values.registrationEmailText),
  };
}

/** A settings field's path as the form's: an address list's issue belongs to its text box. */
export function formPathOf(path: readonly PropertyKey[]): string {
  const [first, ...rest] = path.map(String);
  if (first === 'interestEmail') return 'interestEmailText';
  if (first === 'registrationEmail') return 'registrationEmailText';
  return [first, ...rest].join('.');
}

function setError(errors: Record<string, unknown>, path: string, message: string): void {
  const keys = path.split('.');
  let node = errors;
  keys.slice(0, -1).forEach((key, index) => {
    const nextIsIndex = /^\d+$/.test(keys[index + 1] ?? '');
    node[key] ??= nextIsIndex ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
  const last = keys.at(-1) ?? '';
  node[last] ??= { type: 'validation', message };
}

/** The form checked by the domain's own schema, the server's (the address lists read line by line). */
export const orientationSettingsResolver: Resolver<
  OrientationSettingsFormValues,
  unknown,
  SiteOrientationSettingsValues
> = async (values) => {
  const result = siteOrientationSettingsSchema.safeParse(settingsOf(values));
  if (result.success) return { values: result.data, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const issue of result.error.issues) setError(errors, formPathOf(issue.path), issue.message);
  return { values: {}, errors: errors as FieldErrors<OrientationSettingsFormValues> };
};
