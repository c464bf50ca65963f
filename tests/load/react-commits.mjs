// Every React commit of a page's load: when it came, the address it left, and how many fibers React
// rendered for it, with the components among them. Loads the page once in Debian's Chromium with a
// stand-in of React's DevTools hook, which React calls after each commit with the committed tree.
//   node scripts/with-stack.mjs node tests/load/react-commits.mjs '/register?site=<id>' [settle ms]
//
// A fiber counts as rendered by a commit when it is not one of the fiber objects the previous commit
// left in the tree. React keeps two objects per fiber and renders into the one not on screen, so a
// component it rendered again is the other object; a subtree it skipped (a bailout) keeps the objects
// it had. Comparing a fiber with its `alternate`'s props instead counts skipped subtrees too: a fiber
// mounted by the first commit has no alternate until it renders again, and a skipped one keeps an
// alternate from two commits before (that miscount put the wizard's second and third commits on
// /register at 470 and 500 fibers; they render 73 and 117, most of them the path from the root that
// React copies for any update).
//
// The production build's component names are minified: build with `vite build --minify false` (or
// read the counts alone) to see them.
import { chromium } from '@playwright/test';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const APP_URL = process.env.APP_URL ?? 'http://localhost:4280';
const [path = '/', settleArg = '2000'] = process.argv.slice(2);

/** Runs in the page before its scripts: React finds the hook and reports each commit to it. */
function installCommitCounter() {
  const commits = [];
  const start = performance.now();
  let previous = new Set();
  Object.assign(window, { __reactCommits: commits });
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      const now = new Set();
      const components = new Map();
      let rendered = 0;
      const stack = [root.current.child];
      while (stack.length) {
        const fiber = stack.pop();
        if (!fiber) continue;
        now.add(fiber);
        if (!previous.has(fiber)) {
          rendered += 1;
          if (typeof fiber.type === 'function') {
            const name = fiber.type.displayName || fiber.type.name || '(anonymous)';
            components.set(name, (components.get(name) ?? 0) + 1);
          }
        }
        stack.push(fiber.sibling, fiber.child);
      }
      previous = now;
      commits.push({
        atMs: Math.round(performance.now() - start),
        address: location.pathname + location.search,
        fibers: now.size,
        rendered,
        components: [...components]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 10)
          .map(([name, count]) => `${name}×${count}`)
          .join(' '),
      });
    },
  };
}

const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  await page.addInitScript(installCommitCounter);
  await page.goto(`${APP_URL}${path}`, { waitUntil: 'networkidle' });
  // What comes after the load (the wizard's own updates once its step shows) counts too.
  await page.waitForTimeout(Number(settleArg));
  const commits = await page.evaluate(() => window.__reactCommits);
  for (const commit of commits) {
    console.info(
      `${String(commit.atMs).padStart(6)} ms  rendered ${String(commit.rendered).padStart(4)} of ${String(commit.fibers).padStart(4)} fibers  ${commit.address}\n          ${commit.components}`,
    );
  }
} finally {
  await browser.close();
}
