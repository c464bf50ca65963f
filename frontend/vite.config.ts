import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import griffel from '@griffel/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstLoadChunking, noChunkCycles, recordFirstLoads } from './vite-plugins/first-load-chunks.ts';
import { fluentLightTheme } from './vite-plugins/fluent-light-theme.ts';
import { inlineFluentTokens } from './vite-plugins/inline-fluent-tokens.ts';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/**
 * Our makeStyles calls compiled at build time into the class names and CSS rules they produce (what
 * Fluent's own components ship), so the browser does not resolve style objects with Griffel's CSS
 * parser on every page load: that was the largest piece of script work in a public page's first render
 * on a phone. The class names are the same as at run time, so the prerender (which renders with the
 * run-time makeStyles, and needs no compile of its own) and the browser agree. The compiler evaluates
 * each style module with its imports (tokens, our shared styles), which it parses with Babel's
 * TypeScript and JSX presets. Dev server and unit tests keep the run-time makeStyles.
 */
const compiledStyles = () =>
  griffel({
    include: [/frontend\/src\/.*\.tsx?$/],
    babelOptions: {
      presets: ['@babel/preset-typescript', ['@babel/preset-react', { runtime: 'automatic' }]],
    },
  });

/**
 * React Router's package exports point every build at its development files (remix-run/react-router
 * #12532, meant to be temporary), which keep its developer warnings and their texts in a production
 * bundle. Its production files are the same code with those warnings off; the browser build uses them.
 */
const routerDist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist');
const productionRouter = [
  { find: /^react-router$/, replacement: join(routerDist, 'production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(routerDist, 'production/dom-export.mjs') },
];

const frontendRoot = dirname(new URL(import.meta.url).pathname);
// scripts/build.mjs builds the browser bundle in two passes: the first writes where each module of a
// first screen is loaded to the file FIRST_LOADS_RECORD names, the second packs the chunks by that file
// (FIRST_LOADS); see vite-plugins/first-load-chunks.ts. A plain `vite build` splits as the bundler does.
const firstLoadsRecord = process.env.FIRST_LOADS_RECORD;
const firstLoads = process.env.FIRST_LOADS;

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins:
    command === 'build' && !isSsrBuild
      ? [
          react(),
          fluentLightTheme(),
          compiledStyles(),
          inlineFluentTokens(),
          ...(firstLoadsRecord ? [recordFirstLoads(firstLoadsRecord, frontendRoot)] : []),
          ...(firstLoads ? [noChunkCycles()] : []),
        ]
      : [react(), fluentLightTheme()],
  resolve: command === 'build' && !isSsrBuild ? { alias: productionRouter } : {},
  // The prerender bundle (src/prerender/entry-prerender.tsx, run by scripts/prerender.mjs) needs no
  // copy of public/.
  publicDir: isSsrBuild ? false : 'public',
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    // The business time zone of every age and "today" check: the same ENROLLMENT_TIME_ZONE variable as
    // the Functions app setting, read at build time ('' = the domain's default, America/Los_Angeles).
    __ENROLLMENT_TIME_ZONE__: JSON.stringify(process.env.ENROLLMENT_TIME_ZONE ?? ''),
  },
  server: { port: 5173, strictPort: true },
  build: isSsrBuild
    ? { target: 'node22', outDir: 'dist-prerender', sourcemap: false }
    : {
        target: 'es2022',
        // Maps without the sourceMappingURL comment; scripts/build.mjs moves them out of dist/ into
        // dist-sourcemaps/, so the deployed site does not publish the source.
        sourcemap: 'hidden',
        manifest: true,
        chunkSizeWarningLimit: 1800,
        rolldownOptions: {
          output: {
            // Every chunk starts with V8's explicit compile hint (Chromium 136+; other browsers read
            // a comment), so its functions are compiled with the script, off the main thread, instead
            // of one by one on the main thread the first time each is called. A chunk is loaded when
            // its page or step is about to be used, and most of its functions then are: traces of
            // /register's load showed 190-530 ms of main-thread parsing and compiling after the first
            // paint on this machine, about half of it gone with the hint. After the
            // minifier, which would drop the comment; the content hash and source map include it.
            postBanner: '//# allFunctionsCalledOnLoad',
            ...(firstLoads ? { codeSplitting: firstLoadChunking(firstLoads, frontendRoot) } : {}),
          },
        },
        // A dynamic import names no chunks to preload but its style sheets: each preload was a
        // <link rel="modulepreload"> appended to the head by script, and a wizard's idle prefetch of
        // its next steps appended dozens at once (a 52 ms task on this machine, ×4 on a phone). The
        // browser fetches a chunk's imports when the chunk arrives instead, which only the idle
        // prefetches and the staff routes wait for; the prerendered pages preload their own chunks in
        // their HTML (scripts/prerender.mjs), and index.html still preloads the entry's.
        modulePreload: {
          resolveDependencies: (_file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) =>
            hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
        },
      },
}));
