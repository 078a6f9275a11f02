'use client';

import { useEffect } from 'react';

/** Submits again what was submitted before the page's script ran (lib/forms/held-submits.ts). */
export function ReleaseHeldSubmits() {
  useEffect(() => window.__releaseHeldSubmits?.(), []);
  return null;
}
