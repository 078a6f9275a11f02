'use client';

import { lazy, Suspense } from 'react';

// Only a flagged user sees the notice, but every client module the portal layout names goes with
// every portal page's first load: the buttons (with the logout call and its error alert) are
// fetched when the notice is rendered.
const LogoutButton = lazy(() => import('./logout-button').then((module) => ({ default: module.LogoutButton })));
const RetryButton = lazy(() => import('./retry-button').then((module) => ({ default: module.RetryButton })));

/** The malicious-extension notice's Logout and Reload buttons. */
export function ExtensionNoticeActions({ reloadLabel }: { reloadLabel: string }) {
  return (
    <Suspense fallback={null}>
      <LogoutButton />
      <RetryButton label={reloadLabel} />
    </Suspense>
  );
}
