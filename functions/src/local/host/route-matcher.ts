/** Route parameter values by name, URL-decoded. An optional parameter that is absent has no key. */
export type RouteParams = Record<string, string>;

type Segment =
  | { kind: 'literal'; text: string }
  | { kind: 'param'; name: string; optional: boolean }
  | { kind: 'catchAll'; name: string };

export interface CompiledRoute {
  readonly template: string;
  /**
   * One digit per segment, compared left to right, lower first (like ASP.NET Core's inbound
   * precedence, which Azure Functions routing uses): literal 1, parameter 3, optional 4, catch-all 5.
   */
  readonly precedence: readonly number[];
  /** `path` is the raw (still encoded) part after the `api/` prefix, without the query string. */
  match(path: string): RouteParams | undefined;
  /** The same for a path already split and decoded once (`pathParts`), as a table matches every route. */
  matchParts(parts: PathParts): RouteParams | undefined;
}

/** A request path split into segments once: as sent, URL-decoded, and decoded in lower case. */
export interface PathParts {
  readonly raw: readonly string[];
  readonly decoded: readonly string[];
  readonly lowered: readonly string[];
}

const PRECEDENCE = { literal: 1, param: 3, optional: 4, catchAll: 5 } as const;
const PARAM = /^\{(\*{1,2})?([A-Za-z_][A-Za-z0-9_]*)(\?)?\}$/;

function parseSegment(text: string, template: string): Segment {
  if (!text.includes('{') && !text.includes('}')) return { kind: 'literal', text: text.toLowerCase() };
  const found = PARAM.exec(text);
  if (!found?.[2]) {
    // Constraints, defaults and multi-part segments are valid in Azure but unused here; refuse them
    // rather than silently matching differently from Azure.
    throw new Error(`Unsupported route segment "${text}" in "${template}"`);
  }
  if (found[1] && found[3]) throw new Error(`A catch-all parameter cannot be optional in "${template}"`);
  if (found[1]) return { kind: 'catchAll', name: found[2] };
  return { kind: 'param', name: found[2], optional: found[3] === '?' };
}

function segmentPrecedence(segment: Segment): number {
  if (segment.kind === 'literal') return PRECEDENCE.literal;
  if (segment.kind === 'catchAll') return PRECEDENCE.catchAll;
  return segment.optional ? PRECEDENCE.optional : PRECEDENCE.param;
}

function decode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

function splitPath(path: string): string[] {
  const trimmed = path.replace(/^\/+/, '').replace(/\/$/, '');
  return trimmed === '' ? [] : trimmed.split('/');
}

function validate(segments: readonly Segment[], template: string): void {
  const names = new Set<string>();
  let optionalSeen = false;
  segments.forEach((segment, index) => {
    if (segment.kind === 'literal' && segment.text === '')
      throw new Error(`Empty segment in route "${template}"`);
    if (segment.kind === 'catchAll' && index !== segments.length - 1) {
      throw new Error(`A catch-all parameter must be last in "${template}"`);
    }
    const optional = segment.kind === 'catchAll' || (segment.kind === 'param' && segment.optional);
    if (optionalSeen && !optional)
      throw new Error(`Only optional parameters may follow an optional one in "${template}"`);
    optionalSeen ||= optional;
    if (segment.kind !== 'literal') {
      const key = segment.name.toLowerCase();
      if (names.has(key)) throw new Error(`Parameter ${segment.name} repeats in "${template}"`);
      names.add(key);
    }
  });
}

/** Splits and decodes a path once, for every route of a table to match against. */
export function pathParts(path: string): PathParts {
  const raw = splitPath(path);
  const decoded = raw.map(decode);
  return { raw, decoded, lowered: decoded.map((part) => part.toLowerCase()) };
}

function matchSegments(segments: readonly Segment[], parts: PathParts): RouteParams | undefined {
  const params: RouteParams = {};
  let index = 0;
  for (const segment of segments) {
    const part = parts.raw[index];
    if (segment.kind === 'catchAll') {
      const rest = parts.decoded.slice(index).join('/');
      if (rest !== '') params[segment.name] = rest;
      return params;
    }
    if (part === undefined || part === '') {
      if (segment.kind === 'param' && segment.optional) continue;
      return undefined;
    }
    if (segment.kind === 'literal') {
      if (parts.lowered[index] !== segment.text) return undefined;
    } else {
      params[segment.name] = parts.decoded[index] ?? part;
    }
    index += 1;
  }
  return index === parts.raw.length ? params : undefined;
}

/** Compiles an Azure Functions route template (`sites/{id}`, `items/{id?}`, `files/{*rest}`). */
export function compileRoute(template: string): CompiledRoute {
  const segments = splitPath(template).map((text) => parseSegment(text, template));
  validate(segments, template);
  return {
    template,
    precedence: segments.map(segmentPrecedence),
    match: (path) => matchSegments(segments, pathParts(path)),
    matchParts: (parts) => matchSegments(segments, parts),
  };
}

/** Negative when `a` is more specific than `b`. A missing segment counts 0, so `items` beats `items/{id?}`. */
export function compareRoutes(a: CompiledRoute, b: CompiledRoute): number {
  const length = Math.max(a.precedence.length, b.precedence.length);
  for (let index = 0; index < length; index += 1) {
    const difference = (a.precedence[index] ?? 0) - (b.precedence[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

export interface RouteMatch<T> {
  value: T;
  template: string;
  params: RouteParams;
}

export interface RouteTable<T> {
  /** Every route that matches `path`, most specific first (registration order among equals). */
  matchAll(path: string): RouteMatch<T>[];
}

export function createRouteTable<T>(entries: readonly { route: string; value: T }[]): RouteTable<T> {
  const routes = entries
    .map((entry, order) => ({ compiled: compileRoute(entry.route), value: entry.value, order }))
    .sort((a, b) => compareRoutes(a.compiled, b.compiled) || a.order - b.order);
  return {
    matchAll(path) {
      // Split and decoded once for the whole table, not once per route.
      const parts = pathParts(path);
      const matches: RouteMatch<T>[] = [];
      for (const route of routes) {
        const params = route.compiled.matchParts(parts);
        if (params) matches.push({ value: route.value, template: route.compiled.template, params });
      }
      return matches;
    },
  };
}
