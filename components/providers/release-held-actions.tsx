'use client';

import { useEffect } from 'react';

/** Submits and clicks again what was submitted or clicked before the page's script ran (lib/held-actions.ts). */
export function ReleaseHeldActions() {
  useEffect(() => window.__releaseHeldActions?.(), []);
  return null;
}
