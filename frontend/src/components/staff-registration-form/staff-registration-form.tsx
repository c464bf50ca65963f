import type { StaffRegistrationMode, StaffRegistrationValues, StaffSiteOption } from '@enroll/domain';
import type { ReactNode } from 'react';

/**
 * The one staff registration form of spec section 2 (every section on one page), used by
 * /add-registration and by the edit mode of /registration-forms/{id}.
 */
export interface StaffRegistrationFormProps {
  mode: StaffRegistrationMode;
  /** The starting values (a transfer's hand-over, a stored draft, or the stored registration). */
  defaultValues: StaffRegistrationValues;
  /** The learning center `defaultValues.site` names, shown under the site buttons; null when none. */
  defaultSite: StaffSiteOption | null;
  /** The submit button's text ('Submit' / 'Submit Changes'). */
  submitLabel: string;
  /**
   * Called with values the domain's staffRegistrationSchema accepted. A rejected promise with an
   * ApiError shows its field errors on the fields (and its message in the banner); the values stay.
   */
  onSubmit: (values: StaffRegistrationValues) => Promise<void>;
  /** Every change of the values (the Add page keeps a draft so a reload loses nothing). */
  onValuesChange?: (values: StaffRegistrationValues) => void;
  /** Buttons beside Submit (e.g. 'Cancel Edit'). */
  actions?: ReactNode;
}

/** Placeholder until the form lands (issue 11): renders nothing. */
export function StaffRegistrationForm(_props: StaffRegistrationFormProps) {
  return null;
}
