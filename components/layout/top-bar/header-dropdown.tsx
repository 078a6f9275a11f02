'use client';

import { useCallback, useId, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { DropdownPanelProps } from './dropdown-panel';
import type { PanelName } from './dropdown-panels';
import { headerButtonClass } from './header-parts';

/** A lazily loaded panel; `close` closes the dropdown and gives focus back to its button. */
export type PanelComponent = ComponentType<{ close: () => void }>;

/** What a dropdown needs once opened: the panel's frame and behaviour, and the panels by name. */
export interface DropdownCode {
  DropdownPanel: ComponentType<DropdownPanelProps>;
  panels: Readonly<Record<string, PanelComponent>>;
}

const loadDropdownCode = (): Promise<DropdownCode> => import('./dropdown-panels');
// A chunk that fails to load is reported by the chunk-error watch (lib/errors/page-error.ts); the next click tries again.
const ignore = () => undefined;

/**
 * One top-bar dropdown: a button and a panel (docs/product.md §4: opens on click, closes on losing
 * focus). It also closes on Esc (focus back on the button) and on a click outside, sets
 * aria-expanded, moves focus into the panel when it opens, and keeps the panel under the
 * button's right edge and on screen. Written here rather than with Headless UI's Popover and its
 * anchoring (floating-ui), which every portal page would load (docs/architecture.md §12).
 *
 * The top bar renders it on the server with its button's content (`trigger`) and either the
 * panel's markup (`children`) or the name of a panel whose code no page needs before it opens
 * (`panel`, ./dropdown-panels.tsx). In the first load is only the button: the behaviour of an
 * open dropdown and the panels come in one chunk on the first hover, focus or click of any of
 * the buttons, and the first click opens the panel once it is there. `load` is for the tests.
 */
export function HeaderDropdown({
  label,
  trigger,
  testId,
  panelClassName = 'w-80',
  panel,
  children,
  load = loadDropdownCode,
}: {
  /** Accessible name of the button. */
  label: string;
  trigger: ReactNode;
  testId: string;
  panelClassName?: string;
  panel?: PanelName;
  children?: ReactNode;
  load?: () => Promise<DropdownCode>;
}) {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState<DropdownCode | null>(null);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);
  const preload = () => void load().catch(ignore);
  const Panel = panel && code?.panels[panel];

  return (
    <div ref={root} className="relative" data-testid={testId}>
      <button
        ref={button}
        type="button"
        aria-label={label}
        data-tooltip={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-open={open ? '' : undefined}
        onClick={() => {
          if (code) setOpen(!open);
          else
            void load().then((loaded) => {
              setCode(loaded);
              setOpen(true);
            }, ignore);
        }}
        onPointerEnter={preload}
        onFocus={preload}
        className={headerButtonClass}
      >
        {trigger}
      </button>
      {open && code ? (
        <code.DropdownPanel
          id={panelId}
          testId={testId}
          className={panelClassName}
          root={root}
          button={button}
          close={close}
        >
          {Panel ? <Panel close={() => close(true)} /> : children}
        </code.DropdownPanel>
      ) : null}
    </div>
  );
}
