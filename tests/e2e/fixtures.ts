import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Browser, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import type { Result } from 'axe-core';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
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
    // Parts judged before in this worker (judgeOnce); none when a spec calls this itself.
    .exclude(`[${JUDGED}]`)
    // Only the violations are read: axe then keeps one element of each passed or incomplete rule
    // instead of every one, 20-35 % of its time on a list page (docs/testing.md "Time budget").
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.filter((violation) => BLOCKING.has(violation.impact ?? '')).flatMap(describe);
}

/** The attribute that marks, for the time of one axe run, a part of the page judged before. */
const JUDGED = 'data-axe-judged';

/**
 * Hashes the page's markup as axe sees it, without its data, and marks (JUDGED) each large part
 * whose shape is in `known` or appeared earlier in the page. An element's shape is its tag,
 * whether it has text of its own, its attributes (the values of those that decide how it is
 * presented or read: class, style, role, aria-* state, type, tabindex, lang, …; only the names of
 * the others, whose values are data: hrefs, ids, labels), a style sheet's text (a theme's
 * colours), and the set of its children's shapes: a list of ten orders and one of seven, in any
 * order, are one shape. Returns the whole page's shape (with the viewport: a phone's cards, a
 * desktop's tables) and the shapes of its large parts that were not marked. Runs in the page.
 */
function markJudged([known, judged, largePart]: readonly [readonly string[], string, number]): {
  page: string;
  fresh: string[];
} {
  const KEPT =
    /^(class|style|role|type|tabindex|lang|dir|hidden|disabled|inert|open|aria-(hidden|expanded|modal|selected|checked|pressed|current|disabled|invalid|required|haspopup|live|busy|level|orientation)|data-(open|closed|focus|hover|active|selected|disabled|headlessui-state))$/;
  // Two FNV-1a hashes with different offsets: 64 bits, compared, never kept.
  const hash = (text: string) => {
    let a = 0x811c9dc5;
    let b = 0x01234567;
    for (let i = 0; i < text.length; i += 1) {
      a = Math.imul(a ^ text.charCodeAt(i), 0x01000193) >>> 0;
      b = Math.imul(b ^ text.charCodeAt(i), 0x01000193) >>> 0;
    }
    return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
  };
  const shapes = new Map<Element, string>();
  const sizes = new Map<Element, number>();
  const shape = (element: Element): string => {
    const attributes = [...element.attributes]
      .filter((attribute) => attribute.name !== judged)
      .map((attribute) =>
        KEPT.test(attribute.name)
          ? `${attribute.name}=${attribute.value}`
          : attribute.value === ''
            ? attribute.name
            : `${attribute.name}=*`,
      )
      .sort()
      .join(' ');
    const ownText = [...element.childNodes].some(
      (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '',
    );
    const sheet = element.tagName === 'STYLE' ? (element.textContent ?? '') : '';
    let size = 1;
    const children = new Set<string>();
    for (const child of element.children) {
      children.add(shape(child));
      size += sizes.get(child)!;
    }
    const result = hash(
      `${element.tagName}${ownText ? ' #' : ''} ${attributes}${sheet}>${[...children].sort().join(',')}`,
    );
    shapes.set(element, result);
    sizes.set(element, size);
    return result;
  };
  const root = document.documentElement;
  const page = `${innerWidth}x${innerHeight} ${shape(root)}`;
  const before = new Set(known);
  const fresh = new Set<string>();
  const visit = (element: Element) => {
    const own = shapes.get(element)!;
    if (element !== root && element !== document.body && sizes.get(element)! >= largePart) {
      if (before.has(own) || fresh.has(own)) {
        element.setAttribute(judged, '');
        return;
      }
      fresh.add(own);
    }
    for (const child of element.children) visit(child);
  };
  visit(root);
  return { page, fresh: [...fresh] };
}

/** A part of at least this many elements is judged once (a hotel's offers, an order's row). */
const LARGE_PART = 20;

/**
 * What axe said of each page shape, and the shapes of large parts judged without a violation,
 * kept as files so that every worker of the run (and every run sharing E2E_AXE_JUDGED_DIR: the
 * runs scripts/test-all.mjs starts at once) judges a shape once: `pages/<shape>.json` holds the
 * verdict, `parts/<shape>` marks a part. Under the build's id, since a shape's verdict holds for
 * one build's markup and styles. A shape two workers meet at the same time is judged by both.
 */
class JudgedShapes {
  private readonly pages = new Map<string, string[]>();
  /** The part files read so far, by name (a file, once there, never changes). */
  private readonly partFiles = new Map<string, string>();
  private dir?: string;

  open(testInfo: TestInfo): void {
    if (this.dir) return;
    const buildIdFile = path.join(path.dirname(testInfo.config.configFile ?? '.'), '.next', 'BUILD_ID');
    const build = existsSync(buildIdFile) ? readFileSync(buildIdFile, 'utf8').trim() : 'no-build';
    const base = process.env.E2E_AXE_JUDGED_DIR ?? path.join(testInfo.project.outputDir, '.axe-judged');
    this.dir = path.join(base, build);
    for (const kind of ['pages', 'parts', 'urls']) mkdirSync(path.join(this.dir, kind), { recursive: true });
  }

  private file(kind: 'pages' | 'parts' | 'urls', shape: string): string {
    return path.join(this.dir!, kind, createHash('sha256').update(shape).digest('hex').slice(0, 32));
  }

  /** Written whole or not at all: a reader never sees half a verdict. */
  private write(file: string, text: string): void {
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, text);
    renameSync(partial, file);
  }

  page(shape: string): string[] | undefined {
    const known = this.pages.get(shape);
    if (known) return known;
    const file = this.file('pages', shape);
    if (!existsSync(file)) return undefined;
    const verdict = JSON.parse(readFileSync(file, 'utf8')) as string[];
    this.pages.set(shape, verdict);
    return verdict;
  }

  judgedPage(shape: string, violations: string[]): void {
    this.pages.set(shape, violations);
    this.write(this.file('pages', shape), JSON.stringify(violations));
  }

  /** The parts' shapes, as markJudged hashes them (file names are their hashes: the shapes are read back from inside). */
  parts(): string[] {
    for (const name of readdirSync(path.join(this.dir!, 'parts'))) {
      if (!name.endsWith('.tmp') && !this.partFiles.has(name))
        this.partFiles.set(name, readFileSync(path.join(this.dir!, 'parts', name), 'utf8'));
    }
    return [...this.partFiles.values()];
  }

  judgedParts(parts: string[]): void {
    for (const part of parts) this.write(this.file('parts', part), part);
  }

  /** Whether a page (urlKey: its address at a viewport) was judged by any test of the run. */
  url(key: string): boolean {
    return existsSync(this.file('urls', key));
  }

  judgedUrl(key: string): void {
    this.write(this.file('urls', key), key);
  }
}

const judged = new JudgedShapes();

/**
 * axeViolations() for the page, judging each shape once: a page shaped like one judged before gets
 * that verdict, and large parts (a result, a row, a card) shaped like ones judged before without a
 * violation are left out of the run. Axe's time grows with the elements it checks: 20 s for the
 * 6 400 elements of a page of tour results on an idle two-core machine, 4 s without the hotels, and
 * most tests pass through the same screens with other data (docs/testing.md).
 */
async function judgeOnce(page: Page): Promise<string[]> {
  const { page: shape, fresh } = await page.evaluate(markJudged, [judged.parts(), JUDGED, LARGE_PART] as const);
  try {
    const known = judged.page(shape);
    if (known) return known;
    const violations = await axeViolations(page);
    judged.judgedPage(shape, violations);
    if (violations.length === 0) judged.judgedParts(fresh);
    return violations;
  } finally {
    await page
      .evaluate(
        (marker) => document.querySelectorAll(`[${marker}]`).forEach((element) => element.removeAttribute(marker)),
        JUDGED,
      )
      .catch(() => undefined);
  }
}

/**
 * Judges the page as it is now, each shape once (judgeOnce), and registers its address as judged
 * for the run: the end of the test does not open it again. For a spec that passes through many
 * addresses and has waited for each (tests/e2e/screens.spec.ts): the same screen in another
 * language or as another role is one shape, judged once.
 */
export async function judgeHere(page: Page): Promise<string[]> {
  const key = pageKey(page.url());
  const violations = await judgeOnce(page);
  if (key) judged.judgedUrl(urlKey(key, page));
  return violations;
}

/** Fails with the violations' list when the page in its current state (a dialog open, say) has a serious or critical one. */
export async function expectAccessible(page: Page, state: string): Promise<void> {
  expect(await axeViolations(page), `axe on ${page.url()} (${state})`).toEqual([]);
}

/** How long a page goes without a request, its main thread idle, before axe may run on it. */
const SETTLE_MS = 1_500;
/** How many pages a test visited and left are opened again at once, at its end, to be judged. */
const REOPENED_AT_ONCE = 3;
/** A page that never settles (a request that never ends) is checked after this anyway. */
const SETTLE_LIMIT_MS = 20_000;

/**
 * Loaded, and then settled: no request in flight or started for SETTLE_MS, and the page's main
 * thread idle after that. Network idle alone came too early on a loaded two-core machine: while
 * the main thread was still hydrating the page there was a half-second with nothing on the wire,
 * before the page's lazy code and its data calls went out, and axe would have judged a page still
 * being built.
 */
async function settled(page: Page): Promise<void> {
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
    while (Date.now() < deadline) {
      const quietFor = Date.now() - lastActivity;
      if (inFlight > 0 || quietFor < SETTLE_MS) {
        await new Promise((resolve) => setTimeout(resolve, inFlight > 0 ? 100 : SETTLE_MS - quietFor));
        continue;
      }
      const before = lastActivity;
      // An idle callback runs once the page has nothing else to do; one that timed out did not find it idle.
      const idle = await page.evaluate(
        () =>
          new Promise<boolean>((resolve) =>
            requestIdleCallback((deadline) => resolve(!deadline.didTimeout), { timeout: 2_000 }),
          ),
      );
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

/** Below this width a page is a phone's (tables become cards): another page for axe than the desktop's. */
const PHONE_WIDTH = 768;

/**
 * A page as the run's register of judged pages knows it: its address without the server (each
 * lane of `npm test` has its own port) and whether it was shown on a phone. What another test
 * judged at that address is not opened again at the end of this one: the same page with other
 * data or as another user, whose own shapes the final states of the tests that make them judge.
 */
function urlKey(key: string, page: Page): string {
  const { pathname, search } = new URL(key);
  const width = page.viewportSize()?.width ?? PHONE_WIDTH;
  return `${width < PHONE_WIDTH ? 'phone' : 'desktop'} ${pathname}${search}`;
}

/**
 * URLs that, opened again at the end of a test, showed another page (the sign-in page, for a
 * signed-in user, shows the home page): what they showed during the test is gone, so later tests
 * of the worker do not open them again for nothing. Where such a page is the test's last, it is
 * judged as the final state.
 */
const redirectedAway = new Set<string>();

/**
 * Runs axe on every distinct URL the test's pages show, when the test is over: each open page's
 * final state, then every other URL, opened again and settled. Never while the test runs: axe holds
 * the main thread of its page, and of every page sharing its renderer, for seconds (20 s on a page
 * of tour results), so a check in the background made a second tab's results miss the test's wait
 * (basket.spec.ts) and a tooltip's transition miss its poll (tooltips.spec.ts).
 */
class AxeWatcher {
  private readonly checked = new Set<string>();
  /** URLs seen and not checked yet, with the context that showed them and their urlKey. */
  private readonly missed = new Map<string, { context: BrowserContext; url: string }>();
  private readonly contexts = new Set<BrowserContext>();
  private readonly closed = new WeakSet<BrowserContext>();
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
      this.missed.set(key, { context, url: urlKey(key, page) });
    });
  }

  private record(key: string, url: string, state: string, violations: string[]): void {
    this.checked.add(key);
    this.missed.delete(key);
    judged.judgedUrl(url);
    for (const violation of violations) {
      if (!this.found.has(`${key} ${violation}`))
        this.found.set(`${key} ${violation}`, `${key} (${state}): ${violation}`);
    }
  }

  /** The final state of every open page, then the missed URLs; fails the test on what axe found. */
  async finish(fallback: BrowserContext, testInfo: TestInfo): Promise<void> {
    this.finishing = true;
    // A failed test has its own error; its half-done page is not worth a second report.
    if (testInfo.status === testInfo.expectedStatus) {
      for (const context of this.contexts) {
        if (this.closed.has(context)) continue;
        for (const page of context.pages()) {
          const key = pageKey(page.url());
          if (key) this.record(key, urlKey(key, page), 'final state', await judgeOnce(page));
        }
      }
      // A few at a time: a page's load and settling are mostly waiting (for the server, for a
      // quiet network), which several pages can do together; axe then judges them one by one.
      const missed = [...this.missed].filter(([key, { url }]) => !redirectedAway.has(key) && !judged.url(url));
      testInfo.annotations.push({
        type: 'axe-reopened',
        description: `${missed.length} of ${this.missed.size} URLs left (the others judged before in the run)`,
      });
      for (let start = 0; start < missed.length; start += REOPENED_AT_ONCE) {
        const batch = missed.slice(start, start + REOPENED_AT_ONCE);
        const pages = await Promise.all(
          batch.map(async ([key, { context, url }]) => {
            const page = await (this.closed.has(context) ? fallback : context).newPage();
            await page.goto(key);
            await settled(page);
            return [key, url, page] as const;
          }),
        );
        for (const [key, url, page] of pages) {
          const shown = pageKey(page.url());
          if (shown !== key) redirectedAway.add(key);
          this.record(key, url, `opened again at the end, showing ${page.url()}`, await judgeOnce(page));
          await page.close();
        }
      }
    }
    if (this.found.size) {
      await testInfo.attach('axe violations', { body: [...this.found.values()].join('\n'), contentType: 'text/plain' });
      expect(
        [...this.found.values()],
        'axe-core: serious or critical accessibility violations on the pages this test visited',
      ).toEqual([]);
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
    judged.open(testInfo);
    const watcher = new AxeWatcher();
    watcher.watch(context);
    const restore = watchNewContexts(browser, watcher);
    try {
      await provide(context);
    } finally {
      restore();
    }
    // How long the end-of-test checks took, in the report (docs/testing.md "Where the end-to-end time goes").
    const started = Date.now();
    try {
      await watcher.finish(context, testInfo);
    } finally {
      testInfo.annotations.push({ type: 'axe-seconds', description: ((Date.now() - started) / 1000).toFixed(1) });
    }
  },
});
