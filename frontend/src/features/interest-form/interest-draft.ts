import type { InterestFormValues } from '@enroll/domain';
import { readTabJson, removeFromTab, sameKindValues, writeTabJson } from '../../lib/tab-storage.ts';
import { EMPTY_INTEREST_FORM, hasAnyInput, isParentRelationship } from './interest-form-values.ts';

/** The form kept in this tab (what was typed survives a reload), read as untrusted JSON; null without one. */
export function loadDraft(key: string): Required<InterestFormValues> | null {
  const parsed = readTabJson(key);
  if (typeof parsed !== 'object' || parsed === null) return null;
  const draft = sameKindValues(EMPTY_INTEREST_FORM, parsed);
  if (!isParentRelationship(draft.parentRelationship)) draft.parentRelationship = '';
  return draft;
}

export function saveDraft(key: string, values: Partial<InterestFormValues>): void {
  if (hasAnyInput(values)) writeTabJson(key, values);
  else removeFromTab(key);
}

export function clearDraft(key: string): void {
  removeFromTab(key);
}
