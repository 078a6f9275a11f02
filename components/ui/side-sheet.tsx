'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { CloseButton } from './close-button';

export interface SideSheetProps {
  /** The heading's id (the dialog's name). */
  titleId: string;
  title: ReactNode;
  /** Beside the title: a status badge. */
  badge?: ReactNode;
  closeLabel: string;
  onClose: () => void;
  testId: string;
  children: ReactNode;
}

/**
 * A record opened over its list (the journal's order, the flight list's ticket order) as a side
 * sheet: rendered in place, not in a portal, so a link to the record arrives with it in the
 * server's HTML; the parent makes the list behind it inert. Esc, the close button or a click beside
 * it close it, and focus returns where it was.
 */
export function SideSheet({ titleId, title, badge, closeLabel, onClose, testId, children }: SideSheetProps) {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      // A dialog opened from the sheet (a cancellation) handles its own Esc first.
      if (
        event.key === 'Escape' &&
        !event.defaultPrevented &&
        !document.querySelector('[role="dialog"][aria-modal="true"]:not([data-side-sheet])')
      )
        onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      before?.focus();
    };
  }, [onClose]);

  return (
    <div className="fixed inset-0 z-40 flex justify-end">
      <div aria-hidden="true" className="absolute inset-0 bg-slate-900/50" onClick={onClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-side-sheet=""
        data-testid={testId}
        className="relative flex h-dvh w-full flex-col bg-white shadow-xl focus:outline-none sm:max-w-4xl"
      >
        <div className="flex items-start gap-3 border-b border-slate-200 px-4 py-3 sm:px-6">
          <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
            <h2 id={titleId} className="text-lg font-semibold text-slate-900">
              {title}
            </h2>
            {badge}
          </div>
          <CloseButton label={closeLabel} onClick={onClose} />
        </div>
        {/* Focusable, so the keyboard can scroll it when it holds no control (a closed order). */}
        <div
          tabIndex={0}
          className="min-h-0 flex-1 overflow-y-auto px-4 py-4 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand sm:px-6"
        >
          {children}
        </div>
      </div>
    </div>
  );
}
