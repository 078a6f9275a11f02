'use client';

import type { ReactNode } from 'react';
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';

/**
 * One top-bar dropdown: a button and a panel (SPEC.md §4: opens on click, closes on losing
 * focus). Headless UI's Popover also closes on Esc and on a click outside, returns focus to
 * the button and sets aria-expanded. The panel is anchored to the button and kept on screen.
 */
export function HeaderDropdown({
  label,
  trigger,
  testId,
  panelClassName = 'w-80',
  children,
}: {
  /** Accessible name of the button. */
  label: string;
  trigger: ReactNode;
  testId: string;
  panelClassName?: string;
  children: ReactNode | ((close: () => void) => ReactNode);
}) {
  return (
    <Popover className="relative" data-testid={testId}>
      <PopoverButton aria-label={label} title={label} className={headerButtonClass}>
        {trigger}
      </PopoverButton>
      <PopoverPanel
        focus
        anchor={{ to: 'bottom end', gap: 8, padding: 8 }}
        data-testid={`${testId}-panel`}
        className={`z-40 max-w-[calc(100vw-1rem)] rounded-xl border border-slate-200 bg-white text-slate-800 shadow-xl ring-1 ring-black/5 focus:outline-none ${panelClassName}`}
      >
        {({ close }) => <>{typeof children === 'function' ? children(() => close()) : children}</>}
      </PopoverPanel>
    </Popover>
  );
}

/**
 * Round icon buttons on the brand-coloured bar. Hover and open shade the brand darker, never
 * lighter: a white veil takes light text under 4.5:1 on mid-tone brands (themes/contrast.ts).
 */
export const headerButtonClass =
  'relative inline-flex h-10 min-w-10 items-center justify-center gap-1.5 rounded-lg px-2 text-brand-contrast transition hover:bg-black/15 focus:outline-none focus-visible:ring-2 focus-visible:ring-white data-open:bg-black/20';

export function CountBadge({ count, testId }: { count: number; testId?: string }) {
  if (count <= 0) return null;
  return (
    <span
      data-testid={testId}
      className="absolute -top-0.5 -right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1 text-[11px] leading-5 font-bold text-slate-900 ring-2 ring-brand"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

export function PanelHeading({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-3">
      <h2 className="text-sm font-semibold text-slate-900">{children}</h2>
      {aside}
    </div>
  );
}
