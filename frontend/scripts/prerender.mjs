// Writes the prerendered public first screens into dist/prerendered/ after `vite build` and the
// prerender bundle's build (dist-prerender/, see scripts/build.mjs): for each page, its markup for every
// brand and language as <template>s, the inline script that picks the host's brand and the family's
// language (the same functions the app uses), the style elements the markup needs, and module
// preloads of the page's own chunks so they download with the entry instead of after it.
// A page whose first screen needs data also starts those requests in its head. staticwebapp.config.json
// rewrites the pages' addresses to these files; scripts/swa-config.mjs adds the inline scripts' hashes
// (dist/prerendered/manifest.json) to the Content-Security-Policy.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import firstScreens from '../first-screens.json' with { type: 'json' };
import { manifestFiles } from './manifest-files.mjs';

const frontend = new URL('..', import.meta.url).pathname;
const dist = join(frontend, 'dist');
const entry = await import(join(frontend, 'dist-prerender/entry-prerender.js'));
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const shell = readFileSync(join(dist, 'index.html'), 'utf8');

// The GETs of a first screen, started by the page's HTML (prerender/prefetch-script.ts): they must be
// the very paths the page's fetchers ask for (src/api/sites.ts, features/registration/api/get-brands.ts,
// features/lelo/api/get-lelo-session.ts, features/lelo/api/get-learning-centers.ts).
const SITE = { path: '/api/sites/', query: 'site' };
const BRANDS = { path: '/api/brands' };

/** Both registration addresses open the same wizard on its first step, with the same data. */
const REGISTRATION_WIZARD = { modules: firstScreens.register, data: [SITE, BRANDS] };

/**
 * The public pages a family opens first: the address prerendered, the file, the modules of its first
 * screen (first-screens.json: the page's, then a wizard's first step, a lazy chunk of its own
 * preloaded with the page, not after it). A page opened with a `?site=` is prerendered with one, so it
 * renders what it shows while that site loads (any id does: the markup does not show it).
 */
export const PRERENDERED_PAGES = [
  { path: '/', file: 'finder.html', modules: firstScreens.finder },
  {
    path: '/information?site=prerender',
    file: 'information.html',
    modules: firstScreens.landing,
    data: [SITE],
  },
  { path: '/interest?site=prerender', file: 'interest.html', modules: firstScreens.interest, data: [SITE] },
  { path: '/register?site=prerender', file: 'register.html', ...REGISTRATION_WIZARD },
  { path: '/register-interest?site=prerender', file: 'register-interest.html', ...REGISTRATION_WIZARD },
  {
    path: '/forms/prerender',
    file: 'forms.html',
    modules: firstScreens.lelo,
    // The session, and the centers offering it (the location step's lists, which otherwise arrive
    // after the step has drawn a spinner in their place, and push the buttons down).
    data: [
      { path: '/api/sessions/', segment: 2 },
      { path: '/api/courses/', segment: 2 },
    ],
  },
];

const entryChunks = manifestFiles(manifest, ['index.html']);
/** What a page's first-screen modules add to the entry's chunks (index.html already loads those). */
const pageChunks = (modules) =>
  [...manifestFiles(manifest, modules)].filter((file) => !entryChunks.has(file));

const script = entry.variantScript();
const hashOf = (text) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
const scriptHashes = new Set([hashOf(script)]);
const out = join(dist, 'prerendered');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

// Fluent's provider renders its theme (the brand's CSS variables, ~2 KB; the tokens no brand changes
// are in index.html's head, see vite-plugins/fluent-light-theme.ts) as a <style> inside its markup on
// a server. Once per template would repeat it in each, so it moves to the head: the default
// brand's rule whole, and for every other brand only the variables it changes, under the brand's
// prerendered root. In the browser the provider then inserts its own theme as it always does.
const THEME_STYLE = /<style id="(fui-FluentProvider[^"]*)">([^<]*)<\/style>/;

/** `{ selector, declarations }` of the provider's theme rule. */
function themeRule(css) {
  const open = css.indexOf('{');
  const declarations = new Map();
  for (const part of css.slice(open + 1, css.lastIndexOf('}')).split(';')) {
    const colon = part.indexOf(':');
    if (colon > 0) declarations.set(part.slice(0, colon).trim(), part.slice(colon + 1).trim());
  }
  return { selector: css.slice(0, open).trim(), declarations };
}

const declarationsText = (entries) => entries.map(([name, value]) => `${name}: ${value};`).join(' ');

/** The head's theme rules of the brands' markups: each brand's as it differs from the default one. */
function themeStyles(themes) {
  const [base, ...others] = themes;
  if (!base) return '';
  const rules = [`${base.rule.selector} { ${declarationsText([...base.rule.declarations])} }`];
  for (const { brandKey, rule } of others) {
    const changed = [...rule.declarations].filter(
      ([name, value]) => base.rule.declarations.get(name) !== value,
    );
    if (changed.length > 0) {
      rules.push(`#root[data-prerendered^="${brandKey}-"] ${rule.selector} { ${declarationsText(changed)} }`);
    }
  }
  return `<style>${rules.join('\n')}</style>`;
}

// The page-wide rules are inline in index.html. An entry style sheet would be a render-blocking request
// here, and on a prerendered page every dynamic import would wait for a <link> to it (Vite's loader adds
// one unless the page has it), so a build that makes one stops here.
if ((manifest['index.html']?.css ?? []).length > 0) {
  throw new Error('the entry imports a style sheet: put page-wide rules in index.html instead');
}

for (const page of PRERENDERED_PAGES) {
  const styles = entry.createPrerenderStyles();
  const templates = [];
  const themes = [];
  for (const brand of entry.PRERENDER_BRANDS) {
    for (const language of entry.PRERENDER_LANGUAGES) {
      const rendered = await entry.prerenderPage(page.path, brand.host, language, styles);
      const theme = THEME_STYLE.exec(rendered);
      if (theme && !themes.some((known) => known.brandKey === brand.key)) {
        themes.push({ brandKey: brand.key, rule: themeRule(theme[2]) });
      }
      const markup = theme ? rendered.replace(theme[0], '') : rendered;
      templates.push(
        `<template id="${entry.variantId(brand.key, language)}" data-prerendered>${markup}</template>`,
      );
    }
  }
  // The HTML can only show what the page draws while its data loads; the rules of the screen it
  // draws once the data is in come with the HTML too, so drawing that screen inserts none.
  if (page.data) await entry.prerenderFirstScreenStyles(page.path, entry.PRERENDER_BRANDS[0].host, styles);
  // First in the head (after the charset): the data requests start before anything else is read.
  const prefetch = page.data ? entry.prefetchScript(page.data) : '';
  if (prefetch) scriptHashes.add(hashOf(prefetch));
  const preloads = pageChunks(page.modules)
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
  const html = shell
    .replace('</head>', `${preloads}${themeStyles(themes)}${entry.styleElements(styles)}</head>`)
    .replace('<div id="root"></div>', `<div id="root"></div>${templates.join('')}<script>${script}</script>`)
    .replace(/<meta charset="[^"]*" \/>/i, (charset) =>
      prefetch ? `${charset}<script>${prefetch}</script>` : charset,
    );
  if (!html.includes('data-prerendered>')) throw new Error('dist/index.html lacks <div id="root"></div>');
  writeFileSync(join(out, page.file), html);
  console.info(
    `prerendered ${page.path} → dist/prerendered/${page.file} (${(html.length / 1024).toFixed(0)} KB)`,
  );
}
writeFileSync(
  join(out, 'manifest.json'),
  `${JSON.stringify({ scriptHashes: [...scriptHashes] }, null, 2)}\n`,
);
