/** docs/product.md §9: the progress bar appears only for work that lasts longer than this. */
export const PROGRESS_DEBOUNCE_MS = 250;

interface Timers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface ProgressStore {
  /** Something started (a request, a navigation); call the returned function once when it ends. */
  start(): () => void;
  /** True while work has been running for more than the debounce delay. */
  getSnapshot(): boolean;
  subscribe(listener: () => void): () => void;
  /** In flight right now. */
  pending(): number;
}

/**
 * Counts work in flight and turns it into "show the bar": quick requests never flash it, the bar
 * appears once something has run for 250 ms and hides when the last piece of work ends.
 */
export function createProgressStore({
  delay = PROGRESS_DEBOUNCE_MS,
  timers = globalThis as Timers,
} = {}): ProgressStore {
  let count = 0;
  let visible = false;
  let handle: unknown;
  const listeners = new Set<() => void>();
  const set = (next: boolean) => {
    if (visible === next) return;
    visible = next;
    listeners.forEach((listener) => listener());
  };

  return {
    start() {
      count++;
      if (count === 1) handle = timers.setTimeout(() => set(true), delay);
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        count--;
        if (count > 0) return;
        timers.clearTimeout(handle);
        set(false);
      };
    },
    getSnapshot: () => visible,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    pending: () => count,
  };
}

/** The one store of the page: apiFetch (via setRequestObserver) and navigations report into it. */
export const progressStore = createProgressStore();

/** The global loader shows only for navigations slower than this (a short one has the bar). */
const SLOW_NAVIGATION_MS = 1000;

/** Client navigations only, for the global loader (NavigationEvents reports into both stores). */
export const slowNavigationStore = createProgressStore({ delay: SLOW_NAVIGATION_MS });
