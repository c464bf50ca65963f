import type { FieldError, LeloDraft, PublicLeloSession } from '@enroll/domain';
import { createContext, type ReactNode, useContext } from 'react';

/** The Lelo wizard's one draft and its session; every step reads and writes through it. */
export interface LeloWizardValue {
  /** The whole submission with every field present (domain `emptyLeloDraft()` filled as the family goes). */
  draft: LeloDraft;
  /** Merges `partial` into the draft; the draft is written to sessionStorage at once. */
  update: (partial: Partial<LeloDraft>) => void;
  /** GET /api/sessions/{permalink}. */
  session: PublicLeloSession;
  permalink: string;
  /** The staff pre-registration's uuid (/forms/{permalink}/{uuid}); null on a new entry. */
  uuid: string | null;
  /** Step 1 is read-only (charter and learning center come from the pre-registration). */
  locationLocked: boolean;
  /**
   * The pre-registration's center offers no courses in the session: step 1 says so, naming this phone
   * of the school ('' when unknown), and the wizard goes no further. null otherwise.
   */
  noOfferingPhone: string | null;
  /** Resumed from a saved form after the agreement step was reached: its signatures must be drawn again. */
  signaturesToRedraw?: boolean;
  /** The server's field errors of the last refused submit, for the step on screen (shown on mount). */
  serverErrors?: readonly FieldError[];
}

const LeloWizardContext = createContext<LeloWizardValue | null>(null);

export function LeloWizardProvider({ value, children }: { value: LeloWizardValue; children: ReactNode }) {
  return <LeloWizardContext.Provider value={value}>{children}</LeloWizardContext.Provider>;
}

/** The same provider under the name step unit tests use: they pass a value of their own. */
export function LeloWizardTestProvider({ value, children }: { value: LeloWizardValue; children: ReactNode }) {
  return <LeloWizardProvider value={value}>{children}</LeloWizardProvider>;
}

export function useLeloWizard(): LeloWizardValue {
  const value = useContext(LeloWizardContext);
  if (!value) throw new Error('useLeloWizard needs the Lelo wizard');
  return value;
}
