'use client';

import { useEffect, useState } from 'react';

/**
 * The time, ticking every 30 s, for what counts down (the flight list's deadlines). It starts at
 * `renderedAt` (when the server read the data), so the server's HTML and hydration agree; the
 * browser's clock takes over at the first tick.
 */
export function useNow(renderedAt: number): number {
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
