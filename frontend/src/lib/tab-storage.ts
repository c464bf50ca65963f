/*
 * The tab's own storage (sessionStorage): what a family or a coordinator typed survives a reload of the
 * tab, and only of the tab. It ends with the tab, so personal data is never left behind on a shared
 * computer (never localStorage). Every call fails quietly (private browsing, a full or blocked
 * storage): what is kept here is a convenience, and the page keeps working without it.
 */

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The text stored under `key`, or null. */
export function readTabText(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** The JSON stored under `key`, to be read as untrusted input; null when absent or not JSON. */
export function readTabJson(key: string): unknown {
  const raw = readTabText(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

export function writeTabText(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Full or blocked: only the reload safety net is lost.
  }
}

export function writeTabJson(key: string, value: unknown): void {
  writeTabText(key, JSON.stringify(value));
}

export function removeFromTab(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

/**
 * A stored form's values read as untrusted JSON against the empty form: each field of `empty` takes the
 * stored value when it is of the same kind (text for text, a flag for a flag); every other field stays
 * empty, and unknown fields are dropped. The form's own rules judge the values on submit.
 */
export function sameKindValues<Values extends object>(empty: Values, stored: unknown): Values {
  const values: Record<string, unknown> = { ...(empty as Record<string, unknown>) };
  if (typeof stored !== 'object' || stored === null) return values as Values;
  for (const [field, blank] of Object.entries(empty)) {
    const value: unknown = Reflect.get(stored, field);
    if (typeof value === typeof blank) values[field] = value;
  }
  return values as Values;
}
