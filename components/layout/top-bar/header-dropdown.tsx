'use client';

import { useEffect, useId, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { DropdownPanelProps } from './dropdown-panel';
import { headerButtonClass } from './header-parts';

/** A lazily loaded panel; `close` closes the dropdown and gives focus back to its button. */
export type PanelComponent = ComponentType<{ close: () => void }>;
// The open panel's placement, focus and outside-click handling (./dropdown-panel.tsx): no page
// needs them before a dropdown opens, so they come with the first hover, focus or click.
const loadFrame = () => import('./dropdown-panel').then((module) => module.DropdownPanel);

/**
 * One top-bar dropdown: a button and a panel (docs/product.md §4: opens on click, closes on losing
 * focus). It also closes on Esc (focus back on the button) and on a click outside, sets
 * aria-expanded, moves focus into the panel when it opens, and keeps the panel under the
 * button's right edge and on screen. Written here rather than with Headless UI's Popover and its
 * anchoring (floating-ui): those were ~36 KiB gzip of every portal page's first load.
 *
 * The panel is either `children` (markup the server rendered) or `loadPanel`, the code of a panel
 * that no page needs before the dropdown opens. The panel's code and its frame's are fetched on
 * the first hover or focus of the button, and the first click opens the panel once they are there.
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
  const [loaded, setLoaded] = useState<{ Frame: ComponentType<DropdownPanelProps>; Panel: PanelComponent | null } | null>(null);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
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
  const load = () => Promise.all([loadFrame(), loadPanel ? loadPanel() : null]);
  const preload = () => void load().catch(ignore);

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
        // Focus moved somewhere else on the page (a click outside is the panel's pointerdown listener's).
        if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-label={label}
        data-tooltip={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-open={open ? '' : undefined}
        onClick={() => {
          if (open || loaded) setOpen(!open);
          else
            void load().then(([Frame, Panel]) => {
              setLoaded({ Frame, Panel });
              setOpen(true);
            }, ignore);
        }}
        onPointerEnter={preload}
        onFocus={preload}
        className={headerButtonClass}
      >
        {trigger}
      </button>
      {open && loaded ? (
        <loaded.Frame id={panelId} testId={testId} className={panelClassName} root={root} button={button} setOpen={setOpen}>
          {loaded.Panel ? <loaded.Panel close={close} /> : children}
        </loaded.Frame>
      ) : null}
    </div>
  );
}
