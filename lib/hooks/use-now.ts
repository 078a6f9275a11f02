'use client';

import { useSyncExternalStore } from 'react';

// One clock for every component that counts down (the flight list's deadlines): read once per
// tick, so every row of a list shows the same moment.
const TICK_MS = 30_000;
let current = 0;
let timer: number | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    current = Date.now();
    timer = window.setInterval(() => {
      current = Date.now();
      for (const notify of listeners) notify();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };
}

const snapshot = () => (current ||= Date.now());

/**
 * The time, ticking every 30 s. The server's HTML and hydration use `renderedAt` (when the server
 * loaded the data), so they agree; the browser's clock takes over right after.
 */
export function useNow(renderedAt: number): number {
  return useSyncExternalStore(subscribe, snapshot, () => renderedAt);
}
