'use client';

import { useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';

/** Space between the button and the panel, and the least margin to the screen's edges (px). */
const GAP = 8;
// Until measured: transparent, not hidden, so focus can already move into it.
const UNPLACED: CSSProperties = { top: 0, left: 0, opacity: 0 };
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * One top-bar dropdown: a button and a panel (SPEC.md §4: opens on click, closes on losing
 * focus). It also closes on Esc (focus back on the button) and on a click outside, sets
 * aria-expanded, moves focus into the panel when it opens, and keeps the panel under the
 * button's right edge and on screen. Written here rather than with Headless UI's Popover and its
 * anchoring (floating-ui): those were ~36 KiB gzip of every portal page's first load.
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
  const [open, setOpen] = useState(false);
  const [place, setPlace] = useState<CSSProperties>(UNPLACED);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // Closing from the panel (Esc, a choice) hands focus back to the button, after the render.
  const [refocus, setRefocus] = useState(0);
  const close = () => {
    setOpen(false);
    setRefocus((count) => count + 1);
  };
  useEffect(() => {
    if (refocus) button.current?.focus();
  }, [refocus]);

  // Fixed under the button's right edge, shifted to stay GAP inside the viewport.
  useLayoutEffect(() => {
    if (!open) return;
    const measure = () => {
      if (!button.current || !panel.current) return;
      const anchor = button.current.getBoundingClientRect();
      const width = panel.current.offsetWidth;
      const left = Math.max(GAP, Math.min(anchor.right - width, window.innerWidth - width - GAP));
      setPlace({ top: anchor.bottom + GAP, left });
    };
    measure();
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
      setPlace(UNPLACED);
    };
  }, [open]);

  useEffect(() => {
    if (!open) return;
    // Into the panel's first link or button; a panel with nothing to operate (the rates) leaves
    // focus on the button, where Esc still closes it.
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  return (
    <div
      ref={root}
      className="relative"
      data-testid={testId}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        close();
      }}
      onBlur={(event) => {
        // Focus moved somewhere else on the page (a click outside is the pointerdown listener's).
        if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-label={label}
        title={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-open={open ? '' : undefined}
        onClick={() => setOpen((value) => !value)}
        className={headerButtonClass}
      >
        {trigger}
      </button>
      {open ? (
        <div
          ref={panel}
          id={panelId}
          tabIndex={-1}
          style={{ position: 'fixed', ...place }}
          data-testid={`${testId}-panel`}
          className={`z-40 max-w-[calc(100vw-1rem)] rounded-xl border border-slate-200 bg-white text-slate-800 shadow-xl ring-1 ring-black/5 focus:outline-none ${panelClassName}`}
        >
          {typeof children === 'function' ? children(close) : children}
        </div>
      ) : null}
    </div>
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
