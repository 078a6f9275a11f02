// Lighthouse 12 (its Node API) in Debian's Chromium, mobile profile (Lighthouse's default: an
// emulated Moto G Power with simulated slow 4G and 4× CPU slowdown), performance and
// accessibility; the median of `runs` runs per page, each in a fresh headless Chromium.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { percentile } from './load.mjs';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];
const median = (values) => percentile(values, 50);

/**
 * `port`: Chromium's debugging port (the caller keeps to its own port range). `headers` go with
 * every request of the page (the session cookie of a signed-in page).
 */
export async function lighthouseScores(url, { runs, port, headers }) {
  const results = [];
  let userAgent = '';
  for (let run = 0; run < runs; run++) {
    const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS, port });
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
      userAgent = lhr.environment.hostUserAgent;
      const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
      results.push({
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        fcp_ms: Math.round(metric('first-contentful-paint')),
        lcp_ms: Math.round(metric('largest-contentful-paint')),
        tbt_ms: Math.round(metric('total-blocking-time')),
        cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
        failing_accessibility: Object.values(lhr.audits)
          .filter((audit) => audit.score === 0 && lhr.categories.accessibility.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0))
          .map((audit) => audit.id),
      });
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
    chromium: /(?:HeadlessChrome|Chrome)\/([\d.]+)/.exec(userAgent)?.[1] ?? 'unknown',
  };
}
