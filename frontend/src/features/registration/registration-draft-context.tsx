import type { FieldError, PublicSite, RegistrationDraft, RegistrationVariant } from '@enroll/domain';
import { createContext, type ReactNode, useContext } from 'react';

/** The wizard's one draft and where it stands; every step reads and writes through it. */
export interface RegistrationDraftState {
  draft: RegistrationDraft;
  /** Merges `partial` into the draft (saved to sessionStorage with it). */
  update: (partial: Partial<RegistrationDraft>) => void;
  variant: RegistrationVariant;
  level: number;
  /** The learning center the family registers for. */
  site: PublicSite;
  /** The server's field errors of the last submit; the step owning a field shows its error on mount. */
  serverErrors: readonly FieldError[];
}

const RegistrationDraftContext = createContext<RegistrationDraftState | null>(null);

export function RegistrationDraftProvider({
  value,
  children,
}: {
  value: RegistrationDraftState;
  children: ReactNode;
}) {
  return <RegistrationDraftContext.Provider value={value}>{children}</RegistrationDraftContext.Provider>;
}

export function useRegistrationDraft(): RegistrationDraftState {
  const state = useContext(RegistrationDraftContext);
  if (!state) throw new Error('useRegistrationDraft needs the registration wizard');
  return state;
}
