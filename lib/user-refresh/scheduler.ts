/** docs/product.md §9: how often the logged-in user is reloaded. */
export const USER_REFRESH_INTERVAL_MS = 180_000;

/** What tabs tell each other: "I just loaded the user, here it is". */
export interface UserBroadcast<U> {
  type: 'user';
  user: U;
  at: number;
}

/** The part of BroadcastChannel the scheduler needs (a fake in tests). */
export interface BroadcastPort<U> {
  post(message: UserBroadcast<U>): void;
  subscribe(listener: (message: UserBroadcast<U>) => void): () => void;
}

export interface UserRefreshDeps<U> {
  now(): number;
  hasFocus(): boolean;
  fetchUser(): Promise<U>;
  /** The fresh user, from this tab's fetch or another tab's broadcast. */
  onUser(user: U): void;
  /** A fetch of this tab failed (the next tick tries again). */
  onError?(error: unknown): void;
  channel?: BroadcastPort<U> | null;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  interval?: number;
}

/**
 * Reloads the user every 180 000 ms while the document has focus, and shares the answer with
 * the other tabs (docs/architecture.md §6). Leader-less: every tab ticks, but a tab that received a user
 * from another tab less than an interval ago skips its own fetch, so N tabs do not make N
 * requests. A tab without focus never fetches.
 */
export function createUserRefresh<U>(deps: UserRefreshDeps<U>) {
  const interval = deps.interval ?? USER_REFRESH_INTERVAL_MS;
  // Timers drift by a few ms; a user received "almost an interval ago" still counts as fresh.
  const slack = Math.min(1000, interval / 10);
  let lastReceived = Number.NEGATIVE_INFINITY;
  let inFlight = false;
  let handle: unknown;
  let unsubscribe: (() => void) | undefined;

  async function tick(): Promise<void> {
    if (inFlight || !deps.hasFocus()) return;
    if (deps.now() - lastReceived < interval - slack) return;
    inFlight = true;
    try {
      const user = await deps.fetchUser();
      deps.onUser(user);
      deps.channel?.post({ type: 'user', user, at: deps.now() });
    } catch (error) {
      deps.onError?.(error);
    } finally {
      inFlight = false;
    }
  }

  return {
    start() {
      unsubscribe = deps.channel?.subscribe((message) => {
        if (message.type !== 'user') return;
        lastReceived = deps.now();
        deps.onUser(message.user);
      });
      handle = deps.setInterval(() => void tick(), interval);
    },
    stop() {
      deps.clearInterval(handle);
      unsubscribe?.();
    },
    /** Exposed for tests: what one timer tick does. */
    tick,
  };
}

/** BroadcastChannel as a BroadcastPort, or null where the browser has none. */
export function broadcastPort<U>(name: string): (BroadcastPort<U> & { close(): void }) | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(name);
  return {
    post: (message) => channel.postMessage(message),
    subscribe(listener) {
      const handler = (event: MessageEvent<UserBroadcast<U>>) => listener(event.data);
      channel.addEventListener('message', handler);
      return () => channel.removeEventListener('message', handler);
    },
    close: () => channel.close(),
  };
}
