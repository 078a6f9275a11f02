/**
 * Runs `work` in a task of its own once the browser is idle after the page's start-up (at the
 * latest after `timeout` ms), not inside hydration's commit and effects: code fetched after the
 * first load starts there, and each `<script>` Turbopack appends for it costs the main thread.
 * Returns a canceller.
 */
export function whenIdle(work: () => void, timeout = 1000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => work(), { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, 1);
  return () => window.clearTimeout(id);
}
