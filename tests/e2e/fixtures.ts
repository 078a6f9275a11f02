import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Browser, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import type { Result } from 'axe-core';
import { PAGE_PARAM, SORT_PARAM } from '../../lib/search/results-params';

// Every spec imports `test` and `expect` from here instead of '@playwright/test', so every page
// the end-to-end suite visits is checked by axe-core: no serious or critical violation.
export * from '@playwright/test';

const BLOCKING: ReadonlySet<string> = new Set(['serious', 'critical']);

/** One line per violation and element: rule, impact, where, what to do. */
function describe(violation: Result): string[] {
  return violation.nodes.map(
    (node) =>
      `${violation.id} (${violation.impact}) at ${node.target.join(' ')} ${node.html.slice(0, 160)}: ${violation.help} — ${node.failureSummary?.replace(/\s+/g, ' ').trim() ?? ''} (${violation.helpUrl})`,
  );
}

/** The serious and critical violations on the page as it is now, one readable line per element; none for a non-HTML document. */
export async function axeViolations(page: Page): Promise<string[]> {
  if ((await page.evaluate(() => document.contentType)) !== 'text/html') return [];
  // Legacy mode runs axe inside the page only: the default mode opens a blank page for its
  // cross-frame step, which would be one more page in the context under test. The portal has no frames.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    // Headless UI's focus guards around a portalled popover panel are aria-hidden buttons that hand
    // focus on at once (never keep it), the known false positive of aria-hidden-focus for guards.
    .exclude('[data-headlessui-focus-guard]')
    .analyze();
  return results.violations.filter((violation) => BLOCKING.has(violation.impact ?? '')).flatMap(describe);
}

/** Fails with the violations' list when the page in its current state (a dialog open, say) has a serious or critical one. */
export async function expectAccessible(page: Page, state: string): Promise<void> {
  expect(await axeViolations(page), `axe on ${page.url()} (${state})`).toEqual([]);
}

/** How long a page goes without a request, its main thread idle, before axe may run on it. */
const SETTLE_MS = 1_500;
/** A page that never settles (a request that never ends) is checked after this anyway. */
const SETTLE_LIMIT_MS = 20_000;

/**
 * Loaded, and then settled: no request in flight or started for SETTLE_MS, and the page's main
 * thread idle after that. Network idle alone came too early on a loaded two-core machine: while
 * the main thread was still hydrating the page there was a half-second with nothing on the wire,
 * before the page's lazy code and its data calls went out. axe started then, on a page of search
 * results, held that page's main thread for 20 s, and the test waiting on the same page for its
 * results timed out although they had rendered (CI of 3235c17, search.spec.ts's shared URL).
 * Results render within a second of their answer, so a test's own wait on a page is over before
 * this lets axe in.
 */
async function settled(page: Page, wanted: () => boolean = () => true): Promise<void> {
  await page.waitForLoadState('load', { timeout: 15_000 });
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  let inFlight = 0;
  let lastActivity = Date.now();
  const started = () => {
    inFlight += 1;
    lastActivity = Date.now();
  };
  const ended = () => {
    // A request that started before these listeners ends without having been counted.
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    const deadline = Date.now() + SETTLE_LIMIT_MS;
    // Given up as soon as the check is no longer wanted (the page moved on, the test ended).
    while (Date.now() < deadline && wanted()) {
      const quietFor = Date.now() - lastActivity;
      if (inFlight > 0 || quietFor < SETTLE_MS) {
        await new Promise((resolve) => setTimeout(resolve, inFlight > 0 ? 100 : SETTLE_MS - quietFor));
        continue;
      }
      const before = lastActivity;
      // An idle callback runs once the page has nothing else to do; one that timed out did not find it idle.
      const idle = await page.evaluate(() => new Promise<boolean>((resolve) => requestIdleCallback((deadline) => resolve(!deadline.didTimeout), { timeout: 2_000 })));
      if (idle && inFlight === 0 && lastActivity === before) return;
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/**
 * The page a URL shows: the fragment is no other page, and neither are the search results' sort
 * and page number (the same markup with other rows). Axe takes 20-30 s on a page of results on a
 * loaded two-core machine: checking each sort and page the test went through again at the end
 * took a sort-and-page test past its time limit while adding nothing.
 */
function pageKey(url: string): string | null {
  if (!url.startsWith('http')) return null;
  const parsed = new URL(url);
  parsed.hash = '';
  parsed.searchParams.delete(SORT_PARAM);
  parsed.searchParams.delete(PAGE_PARAM);
  return parsed.href;
}

/**
 * Runs axe on every distinct URL the test's pages show. A loaded document is checked once it has
 * settled (see settled()), in the background while the test goes on; a URL reached inside the page
 * (pushState: a search's query, a sort, a page of results) is not checked then, because axe on a
 * busy page would slow the very rendering the test waits for. When the test is over each open
 * page's final state is checked, and every URL not checked yet is opened again and checked.
 */
class AxeWatcher {
  private readonly checked = new Set<string>();
  /** URLs seen and not checked yet, with the context that showed them. */
  private readonly missed = new Map<string, BrowserContext>();
  private readonly contexts = new Set<BrowserContext>();
  private readonly closed = new WeakSet<BrowserContext>();
  private queue: Promise<void> = Promise.resolve();
  /** The pages the checks open themselves at the end are not watched. */
  private finishing = false;
  /** Each violation on each URL once, with the state it was first seen in. */
  private readonly found = new Map<string, string>();

  watch(context: BrowserContext): void {
    if (this.contexts.has(context)) return;
    this.contexts.add(context);
    context.on('close', () => this.closed.add(context));
    for (const page of context.pages()) this.watchPage(page, context);
    context.on('page', (page) => this.watchPage(page, context));
  }

  private watchPage(page: Page, context: BrowserContext): void {
    page.on('framenavigated', (frame) => {
      const key = pageKey(frame.url());
      if (this.finishing || frame !== page.mainFrame() || !key || this.checked.has(key)) return;
      this.missed.set(key, context);
    });
    // 'load' fires for a new document only, never for a URL changed inside the page.
    page.on('load', () => {
      const key = pageKey(page.url());
      if (this.finishing || !key || this.checked.has(key)) return;
      this.queue = this.queue.then(() => this.checkLoaded(page, key));
    });
  }

  private async checkLoaded(page: Page, key: string): Promise<void> {
    try {
      await settled(page, () => !this.finishing && pageKey(page.url()) === key);
      // The test over, the check of the final state at the end takes the page as it is then.
      if (this.finishing || pageKey(page.url()) !== key || this.checked.has(key)) return;
      const violations = await axeViolations(page);
      // A navigation during the run leaves the URL to the check at the end.
      if (pageKey(page.url()) !== key) return;
      this.record(key, 'after loading', violations);
    } catch {
      // The page navigated on or closed mid-check: the URL stays missed and is opened again at the end.
    }
  }

  private record(key: string, state: string, violations: string[]): void {
    this.checked.add(key);
    this.missed.delete(key);
    for (const violation of violations) {
      if (!this.found.has(`${key} ${violation}`)) this.found.set(`${key} ${violation}`, `${key} (${state}): ${violation}`);
    }
  }

  /** The final state of every open page, then the missed URLs; fails the test on what axe found. */
  async finish(fallback: BrowserContext, testInfo: TestInfo): Promise<void> {
    this.finishing = true;
    await this.queue;
    // A failed test has its own error; its half-done page is not worth a second report.
    if (testInfo.status === testInfo.expectedStatus) {
      for (const context of this.contexts) {
        if (this.closed.has(context)) continue;
        for (const page of context.pages()) {
          const key = pageKey(page.url());
          if (key) this.record(key, 'final state', await axeViolations(page));
        }
      }
      for (const [key, context] of this.missed) {
        const page = await (this.closed.has(context) ? fallback : context).newPage();
        await page.goto(key);
        await settled(page);
        this.record(key, `opened again at the end, showing ${page.url()}`, await axeViolations(page));
        await page.close();
      }
    }
    if (this.found.size) {
      await testInfo.attach('axe violations', { body: [...this.found.values()].join('\n'), contentType: 'text/plain' });
      expect([...this.found.values()], 'axe-core: serious or critical accessibility violations on the pages this test visited').toEqual([]);
    }
  }
}

/** Contexts a test opens itself (a second user, a stale cookie) are watched as well. */
function watchNewContexts(browser: Browser, watcher: AxeWatcher): () => void {
  const original = browser.newContext;
  browser.newContext = async (...args) => {
    const context = await original.apply(browser, args);
    watcher.watch(context);
    return context;
  };
  return () => {
    browser.newContext = original;
  };
}

export const test = base.extend({
  context: async ({ context, browser }, provide, testInfo) => {
    // The checks run alongside the test and after it: they get their own minute, not the test's.
    testInfo.setTimeout(testInfo.timeout + 60_000);
    const watcher = new AxeWatcher();
    watcher.watch(context);
    const restore = watchNewContexts(browser, watcher);
    try {
      await provide(context);
    } finally {
      restore();
    }
    await watcher.finish(context, testInfo);
  },
});
