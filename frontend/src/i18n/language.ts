import { type FamilyLanguage, isFamilyLanguage } from '@enroll/domain';
import { useSyncExternalStore } from 'react';

/**
 * The language of the public pages: English or Spanish. A `?lang=` in the address wins (and is
 * remembered), then the family's earlier choice on this device, then the browser's language.
 * `<html lang>` always follows it, so screen readers pronounce the page in the right language.
 */
const STORAGE_KEY = 'enroll.language';
const listeners = new Set<() => void>();

function stored(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage blocked (private mode): the choice lasts for this page only
  }
}

function remember(language: FamilyLanguage): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // storage blocked: nothing to remember it in
  }
}

function fromBrowser(): FamilyLanguage {
  const preferred = navigator.languages?.length ? navigator.languages : [navigator.language];
  for (const tag of preferred) {
    const primary = tag?.toLowerCase().split('-')[0];
    if (primary === 'es') return 'es';
    if (primary === 'en') return 'en';
  }
  return 'en';
}

function initialLanguage(): FamilyLanguage {
  if (typeof window === 'undefined') return 'en';
  const requested = new URLSearchParams(window.location.search).get('lang')?.toLowerCase();
  if (isFamilyLanguage(requested)) {
    remember(requested);
    return requested;
  }
  const saved = stored();
  return isFamilyLanguage(saved) ? saved : fromBrowser();
}

let current: FamilyLanguage = initialLanguage();
if (typeof document !== 'undefined') document.documentElement.lang = current;

export function currentLanguage(): FamilyLanguage {
  return current;
}

/** Switches the public pages' language (catalogs must be loaded first: see `switchLanguage`). */
export function applyLanguage(language: FamilyLanguage): void {
  remember(language);
  if (language === current) return;
  current = language;
  document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The language chosen for the public pages; a component re-renders when it changes. */
export function useChosenLanguage(): FamilyLanguage {
  return useSyncExternalStore(subscribe, currentLanguage, () => 'en' as const);
}
