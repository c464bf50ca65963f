import {
  type SiteOrientationSettings,
  type SiteOrientationSettingsValues,
  siteOrientationSettingsSchema,
} from '@enroll/domain';
import type { DomainSchema } from '../../lib/forms/domain-resolver.ts';

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

/**
 * The form checked by the domain's own schema, the server's: the address lists read line by line,
 * each issue on the form's field (an address list's on its text box).
 */
export const orientationSettingsCheck: DomainSchema<
  SiteOrientationSettingsValues,
  OrientationSettingsFormValues
> = {
  safeParse(values) {
    const result = siteOrientationSettingsSchema.safeParse(settingsOf(values));
    if (result.success) return result;
    const issues = result.error.issues.map(({ path, code, message }) => ({
      path: formPathOf(path).split('.'),
      code,
      message,
    }));
    return { success: false, error: { issues } };
  },
};
