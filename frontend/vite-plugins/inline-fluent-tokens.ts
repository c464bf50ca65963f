import { tokens } from '@fluentui/react-components';
import MagicString, { type SourceMap } from 'magic-string';
import { type Plugin, parseAst } from 'vite';

const TOKEN_VALUES: Record<string, string> = tokens;

/** The packages whose `tokens` export is Fluent's map of theme token names to CSS variables. */
const TOKEN_SOURCES = new Set(['@fluentui/react-components', '@fluentui/react-theme', '@fluentui/tokens']);

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is AstNode {
  return typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';
}

function walk(
  node: AstNode,
  visit: (node: AstNode, parent: AstNode | null) => void,
  parent: AstNode | null = null,
) {
  visit(node, parent);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) walk(item, visit, node);
    } else if (isNode(value)) walk(value, visit, node);
  }
}

/** The local names `tokens` is imported under from Fluent's theme packages. */
function importedTokenNames(program: AstNode): Set<string> {
  const names = new Set<string>();
  for (const statement of program.body as AstNode[]) {
    if (statement.type !== 'ImportDeclaration') continue;
    if (!TOKEN_SOURCES.has((statement.source as { value: string }).value)) continue;
    for (const specifier of statement.specifiers as AstNode[]) {
      const imported = specifier.imported as { name?: string } | undefined;
      if (specifier.type === 'ImportSpecifier' && imported?.name === 'tokens')
        names.add((specifier.local as { name: string }).name);
    }
  }
  return names;
}

/**
 * Replaces `tokens.colorNeutralForeground1` with the string it holds (`'var(--colorNeutralForeground1)'`)
 * wherever `tokens` is imported from Fluent, in our code and in Fluent's. Fluent's Select, Input and
 * Dialog read tokens at run time outside their compiled styles, and so did our inline styles: one such
 * read kept Fluent's whole map of ~470 token names (about 5 KB gzip) in every page's first load. A file
 * that uses the name any other way (`tokens[key]`, passing the map, a variable of the same name) is left
 * as it is. The browser build only: the dev server, the prerender and the unit tests read the map.
 */
export function inlineTokenReads(code: string, id: string): { code: string; map: SourceMap } | null {
  const extension = /\.[cm]?([jt]sx?)$/.exec(id.split('?')[0] ?? '');
  if (!extension) return null;
  const lang = extension[1] as 'js' | 'jsx' | 'ts' | 'tsx';
  const program = parseAst(code, { lang }) as unknown as AstNode;
  const names = importedTokenNames(program);
  if (names.size === 0) return null;
  const edits: { start: number; end: number; value: string }[] = [];
  let otherUse = false;
  walk(program, (node, parent) => {
    if (node.type !== 'Identifier' || !names.has(node.name as string)) return;
    if (parent?.type === 'ImportSpecifier') return;
    const property = parent?.property as AstNode | undefined;
    const isMapRead =
      parent?.type === 'MemberExpression' && parent.object === node && parent.computed === false;
    const key = isMapRead && property?.type === 'Identifier' ? (property.name as string) : undefined;
    // A property name of something else (`x.tokens`, `{ tokens: 1 }`) is not the import.
    if (parent?.type === 'MemberExpression' && parent.property === node && !parent.computed) return;
    if (parent?.type === 'Property' && parent.key === node && !parent.computed && !parent.shorthand) return;
    if (key !== undefined && Object.hasOwn(TOKEN_VALUES, key) && parent) {
      edits.push({ start: parent.start, end: parent.end, value: JSON.stringify(TOKEN_VALUES[key]) });
    } else otherUse = true;
  });
  if (otherUse || edits.length === 0) return null;
  const output = new MagicString(code);
  for (const { start, end, value } of edits) output.overwrite(start, end, value);
  return { code: output.toString(), map: output.generateMap({ hires: 'boundary', source: id }) };
}

/** {@link inlineTokenReads} on every module of the build that mentions `tokens`. */
export function inlineFluentTokens(): Plugin {
  return {
    name: 'inline-fluent-tokens',
    transform: { filter: { code: /\btokens\b/ }, handler: inlineTokenReads },
  };
}
