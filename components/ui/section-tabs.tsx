'use client';

import { useEffect, useRef } from 'react';
import { AppLink } from '@/components/ui/app-link';

export interface SectionTab {
  href: string;
  label: string;
  /** The section on screen: marked `aria-current="page"`. */
  current?: boolean;
}

/** The look of one tab; `current` drawn filled with the brand's colour. */
export const SECTION_TAB_CLASS =
  'inline-flex min-h-9 items-center rounded-full border px-3.5 text-sm font-medium whitespace-nowrap transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand border-slate-300 bg-white text-slate-700 hover:border-brand hover:text-brand-ink aria-[current=page]:border-brand aria-[current=page]:bg-brand aria-[current=page]:text-brand-contrast';

/**
 * The tab strip of a page with sections (`/agency/{action}`, `/profile/{action}`): every section
 * is a URL, so each tab is a link (Tab reaches it, Enter opens it) and the current one says
 * `aria-current="page"`. On a phone the strip scrolls sideways inside itself (the page never does)
 * and brings the current tab into view.
 */
export function SectionTabs({ label, tabs }: { label: string; tabs: readonly SectionTab[] }) {
  const strip = useRef<HTMLElement>(null);
  const currentHref = tabs.find((tab) => tab.current)?.href;

  useEffect(() => {
    const nav = strip.current;
    const current = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !current) return;
    // Only the strip scrolls (scrollIntoView could move the page too); the nav is the tabs' offsetParent.
    const left = current.offsetLeft;
    const right = left + current.offsetWidth;
    if (left < nav.scrollLeft) nav.scrollLeft = left - 16;
    else if (right > nav.scrollLeft + nav.clientWidth) nav.scrollLeft = right - nav.clientWidth + 16;
  }, [currentHref]);

  return (
    <nav
      ref={strip}
      aria-label={label}
      data-testid="section-tabs"
      className="relative -mx-4 overflow-x-auto overscroll-x-contain px-4 py-1 sm:mx-0 sm:px-0"
    >
      <ul className="flex w-max gap-2 sm:w-auto sm:flex-wrap">
        {tabs.map((tab) => (
          <li key={tab.href}>
            <AppLink href={tab.href} aria-current={tab.current ? 'page' : undefined} className={SECTION_TAB_CLASS}>
              {tab.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
