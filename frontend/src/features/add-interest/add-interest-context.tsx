import type { FieldError, StaffSiteOption } from '@enroll/domain';
import { createContext, type ReactNode, useContext } from 'react';
import type { AddInterestValues } from './add-interest-storage.ts';

/** What the levels of the Add Interest form share: the one draft, its update and the chosen site. */
export interface AddInterestState {
  draft: AddInterestValues;
  update: (partial: Partial<AddInterestValues>) => void;
  site: StaffSiteOption | null;
  chooseSite: (site: StaffSiteOption) => void;
  /** The field errors of a refused submit for the level on screen. */
  serverErrors: readonly FieldError[];
}

const AddInterestContext = createContext<AddInterestState | null>(null);

export function AddInterestProvider({ value, children }: { value: AddInterestState; children: ReactNode }) {
  return <AddInterestContext.Provider value={value}>{children}</AddInterestContext.Provider>;
}

export function useAddInterest(): AddInterestState {
  const state = useContext(AddInterestContext);
  if (!state) throw new Error('useAddInterest needs an AddInterestProvider');
  return state;
}
