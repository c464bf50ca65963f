import { setBusinessTimeZoneSource } from '@enroll/domain';
import { SSRProvider } from '@fluentui/react-components';
import { useRenderer_unstable as useGriffelRenderer } from '@griffel/react';
import { type ReactNode, StrictMode, startTransition, useEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createAppHistory } from './app/app-history.ts';
import { AppProviders } from './app/providers.tsx';
import { AppRoutes, preloadPage } from './app/routes.tsx';
import { currentLanguage } from './i18n/language.ts';
import { loadAllMessages } from './i18n/translate.ts';
import { installGlobalErrorReporter } from './lib/error-reporter.ts';
import { nextTask } from './lib/next-task.ts';
import type { GuardedHistory } from './lib/router/guarded-history.ts';
import { GuardedRouter } from './lib/router/guarded-router.tsx';
import { adoptPrerenderedStyles } from './prerender/prerendered-styles.ts';

installGlobalErrorReporter();
// Ages and "today" are read in the business time zone, as the server reads them, not in the browser's.
setBusinessTimeZoneSource(() => __ENROLLMENT_TIME_ZONE__);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

/**
 * Griffel's renderer (the default one, for `document`) told which rules the prerendered page's style
 * elements already hold, before anything below renders and inserts rules. Griffel's RendererProvider
 * would learn the same by parsing the sheets; it is not used, so its CSS parser is not in the bundle.
 */
function WithPrerenderedStyles({ children }: { children: ReactNode }) {
  const renderer = useGriffelRenderer();
  // Once, in this first render, before the children render: an effect would run after they had
  // inserted their rules again.
  useState(() => adoptPrerenderedStyles(renderer, document));
  return children;
}

/** The app with its providers, following `history`. */
function appWith(history: GuardedHistory): ReactNode {
  return (
    <StrictMode>
      <WithPrerenderedStyles>
        <SSRProvider>
          <AppProviders>
            <GuardedRouter history={history}>
              <AppRoutes />
            </GuardedRouter>
          </AppProviders>
        </SSRProvider>
      </WithPrerenderedStyles>
    </StrictMode>
  );
}

/** Calls `onHydrated` once React has committed the page it took over (it renders nothing itself). */
function WhenHydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(() => onHydrated(), [onHydrated]);
  return children;
}

/**
 * A public first screen comes prerendered (frontend/scripts/prerender.mjs): its markup is already
 * painted, and React takes it over once the route's code and the page's texts are loaded, so the first
 * render matches it. Every other page renders from scratch.
 */
async function start(container: HTMLElement): Promise<void> {
  // The entry's modules have just been evaluated, in one task. Matching the address and starting its
  // page's code takes a task of its own: on a phone that is tens of milliseconds, which a tap would
  // otherwise wait out with the entry's in one piece (Lighthouse's total blocking time).
  await nextTask();
  const history = createAppHistory();
  const app = appWith(history);
  // The first render shows the page itself, not 'Loading...' while its code arrives.
  await preloadPage(history.location.pathname);
  if (!container.hasAttribute('data-prerendered')) {
    createRoot(container).render(app);
    return;
  }
  // A text catalog that fails to load here is loaded again by the page itself (it suspends on it).
  await loadAllMessages(currentLanguage()).catch(() => undefined);
  // The prerendered markup was inert (painted, not usable) until this point: see variant-script.ts.
  const hydrated = () => {
    container.inert = false;
    for (const template of document.querySelectorAll('template[data-prerendered]')) template.remove();
  };
  // In a transition, React takes the page over in slices, giving the phone back every few
  // milliseconds instead of one long task (a tap meanwhile waits: the markup is inert until then).
  startTransition(() => {
    hydrateRoot(container, <WhenHydrated onHydrated={hydrated}>{app}</WhenHydrated>, {
      // The prerender shows a page before anything of this tab is known (a draft kept in the tab, a
      // search in the address, a pre-registration to read). When the first render differs, React
      // renders the page afresh: the expected outcome, not an error to report. <html> says so, for the
      // tests.
      onRecoverableError: () => {
        document.documentElement.dataset.hydration = 'rerendered';
      },
    });
  });
}

void start(root);
