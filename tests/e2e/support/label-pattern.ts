/** `text` as the source of a regular expression that matches it letter for letter. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A field's label as the form shows it: the text, then the required mark '*' on a required field. */
export function labelPattern(label: string): RegExp {
  return new RegExp(`^${escapeRegExp(label)}\\*?$`);
}
