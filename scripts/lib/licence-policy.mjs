// Which licences may ship in the browser bundle. Everything the front end depends on in production is
// sent to every family's browser, that is distributed: a copyleft licence there would oblige us to
// offer the whole application's source under the same terms. So:
// - permissive licences pass (ALLOWED);
// - strong and weak copyleft fail (COPYLEFT): GPL, AGPL and SSPL, and also LGPL, because a bundler
//   inlines and minifies the library into our own chunks, so a family cannot relink a modified copy as
//   the LGPL requires, and EUPL / OSL / CC-BY-SA, which are copyleft too;
// - anything else (a missing field, UNLICENSED, "SEE LICENSE IN …", an id we do not know) fails until a
//   person has read the licence and recorded the package in the reviewed list of check-licences.mjs.
// An SPDX expression is evaluated as written: `(MIT OR GPL-3.0)` passes (we take MIT), `MIT AND GPL-3.0`
// fails, `GPL-2.0 WITH Classpath-exception-2.0` is judged by its licence (GPL).

const ALLOWED = new Set(
  [
    '0BSD',
    'Apache-2.0',
    'BlueOak-1.0.0',
    'BSD-2-Clause',
    'BSD-3-Clause',
    'CC0-1.0',
    'ISC',
    'MIT',
    'MIT-0',
    'Python-2.0',
    'Unlicense',
    'Zlib',
  ].map((id) => id.toLowerCase()),
);

const COPYLEFT = /^(a?gpl|lgpl|sspl|eupl|osl|cc-by-sa|cc-by-nc-sa|cpal|rpl|sleepycat)\b/i;

/**
 * @typedef {{ allowed: boolean, reason: string }} Verdict
 * @typedef {string | { type?: string } | Array<string | { type?: string }> | null | undefined} LicenceField
 */

/** @param {string} id  @returns {Verdict} */
function single(id) {
  const bare = id.replace(/\+$/, '').toLowerCase();
  if (ALLOWED.has(bare)) return { allowed: true, reason: id };
  if (COPYLEFT.test(bare)) return { allowed: false, reason: `copyleft licence ${id}` };
  return { allowed: false, reason: `licence '${id}' is not a known permissive licence` };
}

/** @param {string} text  @returns {string[]} */
function tokens(text) {
  return text.match(/\(|\)|[^\s()]+/g) ?? [];
}

/**
 * Evaluates an SPDX expression (OR binds looser than AND; WITH applies to the licence before it).
 * @param {string} expression  @returns {Verdict}
 */
function evaluate(expression) {
  const list = tokens(expression);
  let at = 0;
  /** @returns {Verdict} */
  const primary = () => {
    const token = list[at++];
    if (token === undefined) throw new Error('unexpected end');
    if (token === '(') {
      const inner = or();
      if (list[at++] !== ')') throw new Error('missing )');
      return inner;
    }
    if (/^(and|or|with|\))$/i.test(token)) throw new Error(`unexpected ${token}`);
    const verdict = single(token);
    if (list[at]?.toUpperCase() === 'WITH') at += 2;
    return verdict;
  };
  /** @returns {Verdict} */
  const and = () => {
    const parts = [primary()];
    while (list[at]?.toUpperCase() === 'AND') {
      at++;
      parts.push(primary());
    }
    const refused = parts.find((part) => !part.allowed);
    return refused ?? { allowed: true, reason: parts.map((part) => part.reason).join(' AND ') };
  };
  /** @returns {Verdict} */
  const or = () => {
    const options = [and()];
    while (list[at]?.toUpperCase() === 'OR') {
      at++;
      options.push(and());
    }
    return options.find((option) => option.allowed) ?? options[0];
  };
  const verdict = or();
  if (at !== list.length) throw new Error(`unexpected ${list[at]}`);
  return verdict;
}

/**
 * Whether a package's `license` field (or the older `licenses` array, read as a choice among its
 * entries) allows shipping it in the browser bundle, and why not.
 * @param {LicenceField} field  @returns {Verdict}
 */
export function licenceVerdict(field) {
  if (Array.isArray(field)) {
    if (field.length === 0) return { allowed: false, reason: 'no licence field' };
    const options = field.map((entry) => licenceVerdict(entry));
    return options.find((option) => option.allowed) ?? options[0] ?? { allowed: false, reason: '' };
  }
  const text = typeof field === 'string' ? field : field?.type;
  if (typeof text !== 'string' || text.trim() === '') return { allowed: false, reason: 'no licence field' };
  if (/^see licen[cs]e/i.test(text.trim())) {
    return { allowed: false, reason: `licence '${text}' needs a review` };
  }
  try {
    return evaluate(text);
  } catch {
    return { allowed: false, reason: `licence '${text}' is not a valid SPDX expression` };
  }
}
