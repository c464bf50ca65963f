export const NAME_MAX_LENGTH = 50;

/** First letter upper case, the rest lower case, as the forms do while a name is typed. */
export function capitalizeName(value: string): string {
  if (value.length === 0) return value;
  return value.charAt(0).toUpperCase() + value.slice(1).toLowerCase();
}

/** Each word capitalised: 'maria de la cruz' → 'Maria De La Cruz'. */
export function capitalizeWords(value: string): string {
  return value.replace(/\S+/g, (word) => capitalizeName(word));
}
