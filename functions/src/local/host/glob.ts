import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const GLOB_CHARS = /[*?{]/;

/** `a/{b,c}/d` → `a/b/d`, `a/c/d` (nested braces too). */
export function expandBraces(pattern: string): string[] {
  const open = pattern.indexOf('{');
  if (open < 0) return [pattern];
  let depth = 0;
  let start = open + 1;
  const options: string[] = [];
  for (let index = open; index < pattern.length; index += 1) {
    const char = pattern[index];
    if (char === '{') depth += 1;
    else if (char === '}') depth -= 1;
    if ((char === ',' && depth === 1) || depth === 0) {
      options.push(pattern.slice(start, index));
      start = index + 1;
    }
    if (depth === 0) {
      const before = pattern.slice(0, open);
      const after = pattern.slice(index + 1);
      return options.flatMap((option) => expandBraces(`${before}${option}${after}`));
    }
  }
  throw new Error(`Unbalanced braces in glob "${pattern}"`);
}

/** `*` and `?` stay within a path segment; a `**` segment spans any number of segments. */
export function globToRegExp(pattern: string): RegExp {
  const segments = pattern.split('/');
  const source = segments
    .map((segment, index) => {
      const last = index === segments.length - 1;
      if (segment === '**') return last ? '.*' : '(?:[^/]+/)*';
      const body = segment.replace(/[.+^${}()|[\]\\*?]/g, (char) =>
        char === '*' ? '[^/]*' : char === '?' ? '[^/]' : `\\${char}`,
      );
      return last ? body : `${body}/`;
    })
    .join('');
  return new RegExp(`^${source}$`);
}

function filesUnder(directory: string): string[] {
  try {
    return readdirSync(directory, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

/** Files under `cwd` matching a glob such as `dist/{functions,jobs}/**\/*.js`: absolute paths, sorted. */
export function expandGlob(pattern: string, cwd: string): string[] {
  const found = new Set<string>();
  for (const expanded of expandBraces(pattern)) {
    const segments = expanded.split('/');
    const firstGlob = segments.findIndex((segment) => GLOB_CHARS.test(segment));
    const base = join(cwd, ...segments.slice(0, firstGlob < 0 ? segments.length - 1 : firstGlob));
    const regex = globToRegExp(expanded);
    for (const file of filesUnder(base)) {
      if (regex.test(relative(cwd, file).split(sep).join('/'))) found.add(file);
    }
  }
  return [...found].sort();
}
