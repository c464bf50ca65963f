import { BRAND_SEED, type FamilyLanguage, setBusinessTimeZoneSource } from '@enroll/domain';
import {
  createDOMRenderer,
  type GriffelRenderer,
  RendererProvider,
  SSRProvider,
} from '@fluentui/react-components';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { AppProviders } from '../app/providers.tsx';
import { queryClient } from '../app/query-client.ts';
import { AppRoutes } from '../app/routes.tsx';
import { setPrerenderLanguage } from '../i18n/language.ts';
import { loadAllMessages } from '../i18n/translate.ts';
import { guardHistory } from '../lib/router/guarded-history.ts';
import { GuardedRouter } from '../lib/router/guarded-router.tsx';
import { prefetchScript } from './prefetch-script.ts';
import { STAND_IN_ANSWERS } from './stand-in-answers.ts';
import { styleElements } from './style-elements.tsx';
import { variantId, variantScript } from './variant-script.ts';

/**
 * The build's prerender of the public first screens (frontend/scripts/prerender.mjs runs it in Node
 * after `vite build`): a family's phone paints the page from the HTML and its CSS before any script
 * has loaded, and the browser bundle then hydrates that markup (main.tsx).
 */

/** The brands a host name can pick, the default one first: each gets its own prerendered markup. */
export const PRERENDER_BRANDS = BRAND_SEED.map((brand) => ({
  key: brand.key,
  host: `${brand.hostPatterns[0]}.org`,
}));
export const PRERENDER_LANGUAGES: readonly FamilyLanguage[] = ['en', 'es'];
export { prefetchScript, styleElements, variantId, variantScript };

/** The style sheet shared by the variants of one page (Griffel's atomic rules, each once). */
export function createPrerenderStyles(): GriffelRenderer {
  return createDOMRenderer();
}

async function drain(stream: NodeJS.ReadableStream): Promise<void> {
  for await (const _chunk of stream) {
    // read to the end: the first pass only loads what the page suspends on
  }
}

/**
 * Renders `path` as the browser's first render will: the same routes and providers, the brand of
 * `host`, the texts in `language`. Data the page asks the API for is not there, as it is not on the
 * client's first render. A first pass waits for every lazy part (route, step, texts); the second,
 * with all of them loaded, gives the markup without streaming placeholders.
 */
export async function prerenderPage(
  path: string,
  host: string,
  language: FamilyLanguage,
  renderer: GriffelRenderer,
): Promise<string> {
  setBusinessTimeZoneSource(() => __ENROLLMENT_TIME_ZONE__);
  setPrerenderLanguage(language);
  await loadAllMessages(language);
  const page = () => (
    <StrictMode>
      <RendererProvider renderer={renderer}>
        <SSRProvider>
          <AppProviders host={host}>
            <GuardedRouter history={guardHistory(createMemoryHistory({ initialEntries: [path] }))}>
              <AppRoutes />
            </GuardedRouter>
          </AppProviders>
        </SSRProvider>
      </RendererProvider>
    </StrictMode>
  );
  await drain((await prerenderToNodeStream(page())).prelude);
  await loadAllMessages(language);
  return renderToString(page());
}

/** fetch for the styles-only render: the stand-in answer of a known GET, else a 404. */
const standInFetch: typeof fetch = async (input) => {
  const url = input instanceof Request ? input.url : String(input);
  const body = STAND_IN_ANSWERS[new URL(url, 'http://prerender').pathname];
  return body === undefined ? new Response(null, { status: 404 }) : Response.json(body);
};

/** Rounds of answers: a page may ask for more once its first answers are in. */
const MAX_DATA_ROUNDS = 4;

/**
 * Adds to `renderer` the styles of the screen `path` shows once its data is in, and drops that
 * screen's markup: the page's HTML can only show 'Loading...' (the data is not there at build time),
 * but with these rules in its style sheets, drawing the real screen inserts none while the phone is
 * taking the page over. The page is rendered with the stand-in answers (stand-in-answers.ts) of the
 * requests it makes, round after round, until it makes no new one; a request without a stand-in
 * answer is left unanswered, as if still on its way.
 */
export async function prerenderFirstScreenStyles(
  path: string,
  host: string,
  renderer: GriffelRenderer,
): Promise<void> {
  const realFetch = globalThis.fetch;
  globalThis.fetch = standInFetch;
  const tried = new Set<string>();
  try {
    for (let round = 0; round < MAX_DATA_ROUNDS; round++) {
      await prerenderPage(path, host, 'en', renderer);
      const asked = queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.status === 'pending' && !tried.has(query.queryHash));
      if (asked.length === 0) return;
      await Promise.all(
        asked.map(async (query) => {
          tried.add(query.queryHash);
          try {
            await query.fetch({ ...query.options, retry: false });
          } catch {
            query.reset();
          }
        }),
      );
    }
  } finally {
    globalThis.fetch = realFetch;
    queryClient.clear();
  }
}
