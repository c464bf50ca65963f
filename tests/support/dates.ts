/** A birth date `years` years ago (minus a day, so the birthday has passed). */
export function birthDateYearsAgo(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setDate(date.getDate() - 1);
  return date.toISOString().slice(0, 10);
}
