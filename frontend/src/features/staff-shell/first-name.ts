/** The first name of a display name ('Sasha Okafor' → 'Sasha'); the e-mail's local part without one. */
export function firstName(name: string, email: string): string {
  const [first] = name.trim().split(/\s+/);
  return first || (email.split('@')[0] ?? email);
}
