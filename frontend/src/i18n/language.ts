import { type FamilyLanguage, isFamilyLanguage } from '@enroll/domain';
import { useSyncExternalStore } from 'react';

/**
 * The language of the public pages: English or Spanish. A `?lang=` in the address wins (and is
 * remembered), then the family's earlier choice on this device, then the browser's language.
 * `<html lang>` always follows it, so screen readers pronounce the page in the right language.
 */
/** Where this device remembers the family's choice. */
export const LANGUAGE_STORAGE_KEY = 'enroll.language';
const listeners = new Set<() => void>();

function stored(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // storage blocked (private mode): the choice lasts for this page only
  }
}

function remember(language: FamilyLanguage): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage blocked: nothing to remember it in
  }
}

/**
 * The language a page opens in: `requested` (the address's `?lang=`), else `saved` (this device's earlier
 * choice), else the first of the browser's languages that is English or Spanish, else English.
 * Self-contained on purpose: the prerendered pages run its source inline (prerender/variant-script.ts)
 * to show the right language before any module loads.
 */
export function pickLanguage(
  requested: string | null | undefined,
  saved: string | null | undefined,
  browserLanguages: readonly (string | undefined)[],
): 'en' | 'es' {
  const wanted = requested?.toLowerCase();
  if (wanted === 'en' || wanted === 'es') return wanted;
  if (saved === 'en' || saved === 'es') return saved;
  for (const tag of browserLanguages) {
    const primary = tag?.toLowerCase().split('-')[0];
    if (primary === 'es' || primary === 'en') return primary;
  }
  return 'en';
}

function initialLanguage(): FamilyLanguage {
  if (typeof window === 'undefined') return 'en';
  const requested = new URLSearchParams(window.location.search).get('lang')?.toLowerCase();
  if (isFamilyLanguage(requested)) remember(requested);
  const browser = navigator.languages?.length ? navigator.languages : [navigator.language];
  return pickLanguage(requested, stored(), browser);
}

let current: FamilyLanguage = initialLanguage();
if (typeof document !== 'undefined') document.documentElement.lang = current;

export function currentLanguage(): FamilyLanguage {
  return current;
}

/** The language the build's prerender renders a page in (no document, nothing remembered). */
export function setPrerenderLanguage(language: FamilyLanguage): void {
  current = language;
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
  // The server snapshot is the language too: the prerender renders in it, and hydration (which reads
  // the server snapshot) must then render the same language as the prerendered page it adopts.
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}
