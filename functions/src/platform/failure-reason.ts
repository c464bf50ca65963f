const EMAIL_ADDRESS = /[^\s@<>"',;:]+@[^\s@<>"',;:]+/g;
const MAX_REASON_LENGTH = 300;

/** An error as a stored reason: its name and message, addresses masked (no personal data). */
export function failureReason(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.replace(EMAIL_ADDRESS, '[address]').slice(0, MAX_REASON_LENGTH);
}
