// Lighthouse 12 (its Node API) in Debian's Chromium, mobile profile (Lighthouse's default: an
// emulated Moto G Power with simulated slow 4G and 4× CPU slowdown), performance and
// accessibility; the median of `runs` runs per page, each in a fresh headless Chromium.
import { spawnSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from '../load/browser.mjs';
import { percentile } from './load.mjs';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];
const median = (values) => percentile(values, 50);

/**
 * `port()`: a free debugging port for each browser (the caller keeps to its own port range). `headers` go with
 * every request of the page (the session cookie of a signed-in page).
 */
export async function lighthouseScores(url, { runs, port, headers }) {
  const results = [];
  for (let run = 0, failures = 0; run < runs; run++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, port: await port() });
    try {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        extraHeaders: headers,
      });
      if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
      if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`${url}: ended on ${lhr.finalDisplayedUrl}`);
      const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
      results.push({
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        fcp_ms: Math.round(metric('first-contentful-paint')),
        lcp_ms: Math.round(metric('largest-contentful-paint')),
        tbt_ms: Math.round(metric('total-blocking-time')),
        cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
        // Lighthouse's own CPU benchmark of the host: its 4× slowdown stands for a mid-range phone
        // on a host scoring about 1000 or more; below that it warns that the score suffers.
        benchmark_index: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
        failing_accessibility: Object.values(lhr.audits)
          .filter((audit) => audit.score === 0 && lhr.categories.accessibility.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0))
          .map((audit) => audit.id),
      });
      failures = 0;
    } catch (error) {
      // A browser that dies on a loaded machine, or a trace Lighthouse 12 cannot read (NO_NAVSTART:
      // about one run in eight with Chromium 156 here, for any page and build), gets two more
      // chances; a third failure in a row is real.
      if (++failures > 2) throw error;
      console.error(`[bench] Lighthouse ${url}: ${error.message}; once more`);
      run--;
    } finally {
      await chrome.kill();
    }
  }
  const pick = (key) => median(results.map((result) => result[key]));
  return {
    runs: results,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    lcp_ms: pick('lcp_ms'),
    tbt_ms: pick('tbt_ms'),
  };
}

/** "156.0.8078.79" (the user agent of headless Chromium says only 156.0.0.0). */
export function chromiumVersion() {
  const output = spawnSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' }).stdout ?? '';
  return /([\d]+\.[\d.]+)/.exec(output)?.[1] ?? 'unknown';
}
