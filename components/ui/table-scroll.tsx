import type { ReactNode } from 'react';

/**
 * A table that may be wider than the screen (a phone): it scrolls sideways inside this box, and
 * the box is a named, focusable region so a keyboard can scroll it too (WCAG 2.1.1; axe's
 * scrollable-region-focusable) — a table of text has nothing else to focus.
 */
export function TableScroll({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={`overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand ${className}`}
    >
      {children}
    </div>
  );
}
