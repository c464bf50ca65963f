export interface BlobPathPattern {
  container: string;
  /** Literal start of the blob name: what to list with. */
  prefix: string;
  /** The binding values (`name`, ...) for a blob name, or undefined when it does not fit the pattern. */
  match(blobName: string): Record<string, string> | undefined;
}

const TOKEN = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Parses a blob trigger path such as `signatures/{name}` or `exports/2024/{name}.{ext}`. */
export function parseBlobPath(path: string): BlobPathPattern {
  const slash = path.indexOf('/');
  const container = slash < 0 ? '' : path.slice(0, slash);
  const pattern = slash < 0 ? '' : path.slice(slash + 1);
  if (container === '' || pattern === '' || container.includes('{')) {
    throw new Error(`Blob trigger path "${path}" must look like container/{name}`);
  }
  const names: string[] = [];
  let source = '';
  let last = 0;
  for (const token of pattern.matchAll(TOKEN)) {
    const [text, name = ''] = token;
    source += `${escapeRegExp(pattern.slice(last, token.index))}(.+)`;
    names.push(name);
    last = token.index + text.length;
  }
  source += escapeRegExp(pattern.slice(last));
  const regex = new RegExp(`^${source}$`, 's');
  const firstToken = pattern.indexOf('{');
  return {
    container,
    prefix: firstToken < 0 ? pattern : pattern.slice(0, firstToken),
    match(blobName) {
      const found = regex.exec(blobName);
      if (!found) return undefined;
      return Object.fromEntries(names.map((name, index) => [name, found[index + 1] ?? '']));
    },
  };
}
