import { createProgressStore, PROGRESS_DEBOUNCE_MS } from '@/lib/progress/store';
import { checkVersionMarker, VERSION_MARKER_KEY } from '@/lib/version-marker';
import { APP_VERSION } from '@/lib/version';
import packageJson from '../../../package.json';
import {
  createUserRefresh,
  USER_REFRESH_INTERVAL_MS,
  type BroadcastPort,
  type UserBroadcast,
} from '@/lib/user-refresh/scheduler';

describe('progress store', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the bar only after 250 ms of work', () => {
    const store = createProgressStore();
    expect(PROGRESS_DEBOUNCE_MS).toBe(250);
    const done = store.start();
    jest.advanceTimersByTime(249);
    expect(store.getSnapshot()).toBe(false);
    jest.advanceTimersByTime(1);
    expect(store.getSnapshot()).toBe(true);
    done();
    expect(store.getSnapshot()).toBe(false);
  });

  it('never flashes for quick work', () => {
    const store = createProgressStore();
    const listener = jest.fn();
    store.subscribe(listener);
    store.start()();
    jest.advanceTimersByTime(1000);
    expect(listener).not.toHaveBeenCalled();
  });

  it('stays while any of several requests runs; ending twice counts once', () => {
    const store = createProgressStore();
    const a = store.start();
    const b = store.start();
    jest.advanceTimersByTime(300);
    a();
    a();
    expect(store.pending()).toBe(1);
    expect(store.getSnapshot()).toBe(true);
    b();
    expect(store.getSnapshot()).toBe(false);
    expect(store.pending()).toBe(0);
  });
});

describe('version marker', () => {
  const storage = (initial?: string) => {
    const map = new Map<string, string>(initial ? [[VERSION_MARKER_KEY, initial]] : []);
    return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
  };

  // The spec's version, and the one package.json (the image's label, npm) carries.
  it('is 1.0.5, as package.json says', () => {
    expect(APP_VERSION).toBe('1.0.5');
    expect(APP_VERSION).toBe(packageJson.version);
  });

  it('clears the cache and stores the marker when it differs', () => {
    const s = storage('1.0.4');
    const clear = jest.fn();
    expect(checkVersionMarker(s, clear)).toBe(true);
    expect(clear).toHaveBeenCalledTimes(1);
    expect(s.map.get(VERSION_MARKER_KEY)).toBe(APP_VERSION);
  });

  it('clears on a first visit too, then leaves the cache alone', () => {
    const s = storage();
    const clear = jest.fn();
    checkVersionMarker(s, clear);
    checkVersionMarker(s, clear);
    expect(clear).toHaveBeenCalledTimes(1);
  });

  it('skips the check when storage is refused', () => {
    const clear = jest.fn();
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(checkVersionMarker(broken, clear)).toBe(false);
    expect(clear).not.toHaveBeenCalled();
  });
});

describe('user refresh scheduler', () => {
  /** BroadcastChannel semantics: a message goes to every other port, never back to its sender. */
  function hub<U>() {
    const ports: Array<{ listeners: Set<(m: UserBroadcast<U>) => void> }> = [];
    return () => {
      const me = { listeners: new Set<(m: UserBroadcast<U>) => void>() };
      ports.push(me);
      const port: BroadcastPort<U> = {
        post: (message) => ports.filter((p) => p !== me).forEach((p) => p.listeners.forEach((l) => l(message))),
        subscribe: (listener) => {
          me.listeners.add(listener);
          return () => me.listeners.delete(listener);
        },
      };
      return port;
    };
  }

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function tab(channel: BroadcastPort<string> | null, focus: { value: boolean }, name: string) {
    const fetchUser = jest.fn(async () => `user from ${name} @${Date.now()}`);
    const onUser = jest.fn();
    const refresh = createUserRefresh<string>({
      now: () => Date.now(),
      hasFocus: () => focus.value,
      fetchUser,
      onUser,
      channel,
      setInterval: (fn, ms) => setInterval(fn, ms),
      clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
    });
    refresh.start();
    return { fetchUser, onUser, refresh };
  }

  it('reloads every 180 000 ms while the document has focus', async () => {
    const focus = { value: true };
    const a = tab(null, focus, 'a');
    expect(USER_REFRESH_INTERVAL_MS).toBe(180_000);
    await jest.advanceTimersByTimeAsync(179_999);
    expect(a.fetchUser).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(a.fetchUser).toHaveBeenCalledTimes(1);
    expect(a.onUser).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(180_000);
    expect(a.fetchUser).toHaveBeenCalledTimes(2);
    a.refresh.stop();
  });

  it('does not fetch without focus', async () => {
    const focus = { value: false };
    const a = tab(null, focus, 'a');
    await jest.advanceTimersByTimeAsync(180_000 * 3);
    expect(a.fetchUser).not.toHaveBeenCalled();
    focus.value = true;
    await jest.advanceTimersByTimeAsync(180_000);
    expect(a.fetchUser).toHaveBeenCalledTimes(1);
    a.refresh.stop();
  });

  it('shares one fetch between tabs: the tab that just received a user skips its own', async () => {
    const connect = hub<string>();
    const focus = { value: true };
    const a = tab(connect(), focus, 'a');
    await jest.advanceTimersByTimeAsync(60_000);
    const b = tab(connect(), focus, 'b');
    const c = tab(connect(), focus, 'c');

    await jest.advanceTimersByTimeAsync(120_000); // a's tick: a fetches and broadcasts
    expect(a.fetchUser).toHaveBeenCalledTimes(1);
    expect(b.onUser).toHaveBeenCalledWith(expect.stringContaining('user from a'));
    expect(c.onUser).toHaveBeenCalledWith(expect.stringContaining('user from a'));

    await jest.advanceTimersByTimeAsync(60_000); // b's and c's ticks: fresh from a, skipped
    expect(b.fetchUser).not.toHaveBeenCalled();
    expect(c.fetchUser).not.toHaveBeenCalled();

    await jest.advanceTimersByTimeAsync(180_000 * 3);
    const total = [a, b, c].reduce((sum, t) => sum + t.fetchUser.mock.calls.length, 0);
    // Four intervals passed since the first fetch: about one request per interval, not three.
    expect(total).toBe(4);
    [a, b, c].forEach((t) => t.refresh.stop());
  });

  it('reports a failed fetch and tries again on the next tick', async () => {
    const onError = jest.fn();
    const fetchUser = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('u');
    const onUser = jest.fn();
    const refresh = createUserRefresh<string>({
      now: () => Date.now(),
      hasFocus: () => true,
      fetchUser,
      onUser,
      onError,
      setInterval: (fn, ms) => setInterval(fn, ms),
      clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
    });
    refresh.start();
    await jest.advanceTimersByTimeAsync(180_000);
    expect(onError).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(180_000);
    expect(onUser).toHaveBeenCalledWith('u');
    refresh.stop();
  });
});
