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
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/providers.tsx';
import { appRoutes } from '../app/routes.tsx';
import { setPrerenderLanguage } from '../i18n/language.ts';
import { loadAllMessages } from '../i18n/translate.ts';
import { prefetchScript } from './prefetch-script.ts';
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
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(`http://${host}${path}`));
  if (context instanceof Response) throw new Error(`${path} redirects: it cannot be prerendered`);
  await loadAllMessages(language);
  const page = () => (
    <StrictMode>
      <RendererProvider renderer={renderer}>
        <SSRProvider>
          <AppProviders host={host}>
            <StaticRouterProvider
              router={createStaticRouter(handler.dataRoutes, context)}
              context={context}
              hydrate={false}
            />
          </AppProviders>
        </SSRProvider>
      </RendererProvider>
    </StrictMode>
  );
  await drain((await prerenderToNodeStream(page())).prelude);
  await loadAllMessages(language);
  return renderToString(page());
}
