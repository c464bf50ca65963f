/** A `container/blob` path as the entry stores it (signatures, the signed agreement), split. */
export function blobPathParts(path: string): { container: string; blobName: string } | null {
  const slash = path.indexOf('/');
  if (slash <= 0 || slash === path.length - 1) return null;
  return { container: path.slice(0, slash), blobName: path.slice(slash + 1) };
}
