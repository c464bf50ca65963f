import type { InterestFormValues } from '@enroll/domain';
import {
  EMPTY_INTEREST_FORM,
  hasAnyInput,
  INTEREST_FIELD_ORDER,
  isParentRelationship,
} from './interest-form-values.ts';

/*
 * What was typed survives a reload of the tab, and only of the tab: sessionStorage ends with it, so
 * the personal data is never left behind on a shared computer (never localStorage).
 */

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function loadDraft(key: string): Required<InterestFormValues> | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const draft: Required<InterestFormValues> = { ...EMPTY_INTEREST_FORM };
    for (const name of INTEREST_FIELD_ORDER) {
      const value: unknown = Reflect.get(parsed, name);
      if (typeof value !== 'string') continue;
      if (name === 'parentRelationship') draft.parentRelationship = isParentRelationship(value) ? value : '';
      else draft[name] = value;
    }
    return draft;
  } catch {
    return null;
  }
}

export function saveDraft(key: string, values: Partial<InterestFormValues>): void {
  const store = storage();
  if (!store) return;
  try {
    if (hasAnyInput(values)) store.setItem(key, JSON.stringify(values));
    else store.removeItem(key);
  } catch {
    // Storage full or blocked: the draft is a convenience, the form keeps working.
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
