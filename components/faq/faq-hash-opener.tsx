'use client';

import { useEffect } from 'react';

/**
 * `/faq#<slug>` opens that answer and brings it into view: the fragment names a closed <details>,
 * which the browser scrolls to but does not open. On arrival and on every later change of the
 * fragment (a link on the page, Back); the summary takes focus, so the keyboard continues there.
 */
export function openFragmentTarget(hash: string): HTMLDetailsElement | null {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return null;
  }
  const target = id ? document.getElementById(id) : null;
  if (!(target instanceof HTMLDetailsElement)) return null;
  target.open = true;
  target.scrollIntoView({ block: 'start' });
  target.querySelector('summary')?.focus({ preventScroll: true });
  return target;
}

export function FaqHashOpener() {
  useEffect(() => {
    const open = () => void openFragmentTarget(window.location.hash);
    open();
    window.addEventListener('hashchange', open);
    return () => window.removeEventListener('hashchange', open);
  }, []);
  return null;
}
