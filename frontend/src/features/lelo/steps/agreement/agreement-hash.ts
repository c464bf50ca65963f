/**
 * The SHA-256 (lower-case hex) of a text as UTF-8, the way the server hashes the charter's agreement
 * text; '' where the browser has no Web Crypto (crypto.subtle needs a secure context): the hash is
 * optional evidence, never a reason to stop a family from signing.
 */
export async function sha256Hex(text: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return '';
  try {
    const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
    return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  } catch {
    return '';
  }
}
