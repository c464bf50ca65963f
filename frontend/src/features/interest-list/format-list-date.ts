const two = (value: number) => String(value).padStart(2, '0');

/** An ISO time as MM/DD/YYYY in the reader's time zone (the spec's list date); '' for none or unreadable. */
export function formatListDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${two(date.getMonth() + 1)}/${two(date.getDate())}/${date.getFullYear()}`;
}
