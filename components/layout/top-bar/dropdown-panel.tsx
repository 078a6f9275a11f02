'use client';

import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react';

/** Space between the button and the panel, and the least margin to the screen's edges (px). */
const GAP = 8;
// Until measured: transparent, not hidden, so focus can already move into it.
const UNPLACED: CSSProperties = { top: 0, left: 0, opacity: 0 };
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DropdownPanelProps {
  id: string;
  testId: string;
  className: string;
  /** The dropdown (button and panel): a pointer press outside it, or focus moving out of it, closes the panel. */
  root: RefObject<HTMLDivElement | null>;
  button: RefObject<HTMLButtonElement | null>;
  /** Closes the dropdown; `refocus`: focus goes back to its button (Esc, a choice in the panel). A stable function. */
  close: (refocus: boolean) => void;
  children: ReactNode;
}

/**
 * An open HeaderDropdown's panel and its behaviour, mounted while it is open: fixed under the
 * button's right edge and on screen, focus moved into it; closed by Esc (focus back on the
 * button), by focus moving elsewhere on the page and by a pointer press outside. Not first-load
 * code: HeaderDropdown fetches it with the panels (./dropdown-panels.tsx) on the first hover,
 * focus or click of its button.
 */
export function DropdownPanel({ id, testId, className, root, button, close, children }: DropdownPanelProps) {
  const panel = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<CSSProperties>(UNPLACED);

  // Fixed under the button's right edge, shifted to stay GAP inside the viewport.
  useLayoutEffect(() => {
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
    };
  }, [button]);

  // Into the panel's first link or button; a panel with nothing to operate (the rates) leaves
  // focus on the button, where Esc still closes it.
  useEffect(() => panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus(), []);

  useEffect(() => {
    const dropdown = root.current;
    if (!dropdown) return;
    const outside = (event: PointerEvent) => {
      if (!dropdown.contains(event.target as Node)) close(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      close(true);
    };
    // Focus moved somewhere else on the page (a click outside is the pointerdown listener's).
    const blur = (event: FocusEvent) => {
      if (event.relatedTarget && !dropdown.contains(event.relatedTarget as Node)) close(false);
    };
    document.addEventListener('pointerdown', outside);
    dropdown.addEventListener('keydown', escape);
    dropdown.addEventListener('focusout', blur);
    return () => {
      document.removeEventListener('pointerdown', outside);
      dropdown.removeEventListener('keydown', escape);
      dropdown.removeEventListener('focusout', blur);
    };
  }, [root, close]);

  return (
    <div
      ref={panel}
      id={id}
      tabIndex={-1}
      style={{ position: 'fixed', ...place }}
      data-testid={`${testId}-panel`}
      className={`z-40 max-w-[calc(100vw-1rem)] rounded-xl border border-slate-200 bg-white text-slate-800 shadow-xl ring-1 ring-black/5 focus:outline-none ${className}`}
    >
      {children}
    </div>
  );
}
