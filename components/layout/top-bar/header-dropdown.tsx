'use client';

import { useEffect, useId, useLayoutEffect, useRef, useState, type ComponentType, type CSSProperties, type ReactNode } from 'react';
import { headerButtonClass } from './header-parts';

/** Space between the button and the panel, and the least margin to the screen's edges (px). */
const GAP = 8;
// Until measured: transparent, not hidden, so focus can already move into it.
const UNPLACED: CSSProperties = { top: 0, left: 0, opacity: 0 };
/** A lazily loaded panel; `close` closes the dropdown and gives focus back to its button. */
export type PanelComponent = ComponentType<{ close: () => void }>;
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * One top-bar dropdown: a button and a panel (SPEC.md §4: opens on click, closes on losing
 * focus). It also closes on Esc (focus back on the button) and on a click outside, sets
 * aria-expanded, moves focus into the panel when it opens, and keeps the panel under the
 * button's right edge and on screen. Written here rather than with Headless UI's Popover and its
 * anchoring (floating-ui): those were ~36 KiB gzip of every portal page's first load.
 *
 * The panel is either `children` (markup the server rendered) or `loadPanel`, the code of a panel
 * that no page needs before the dropdown opens: it is fetched on the first hover or focus of the
 * button, and the first click opens the panel once it is there.
 */
export function HeaderDropdown({
  label,
  trigger,
  testId,
  panelClassName = 'w-80',
  children,
  loadPanel,
}: {
  /** Accessible name of the button. */
  label: string;
  trigger: ReactNode;
  testId: string;
  panelClassName?: string;
  children?: ReactNode;
  loadPanel?: () => Promise<PanelComponent>;
}) {
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState<PanelComponent | null>(null);
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
  // A chunk that fails to load is reported by the chunk-error watch (lib/errors/page-error.ts);
  // the next click tries again.
  const ignore = () => undefined;
  const preload = () => void loadPanel?.().catch(ignore);

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
        onClick={() => {
          if (open || !loadPanel || Panel) setOpen(!open);
          else
            void loadPanel().then((component) => {
              setPanel(() => component);
              setOpen(true);
            }, ignore);
        }}
        onPointerEnter={preload}
        onFocus={preload}
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
          {Panel ? <Panel close={close} /> : children}
        </div>
      ) : null}
    </div>
  );
}
