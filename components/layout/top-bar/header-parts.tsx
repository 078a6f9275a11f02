// The top bar's buttons' small shared pieces, without 'use client': the server-rendered top bar
// uses them as they are, the client buttons get them with their own code. A panel's heading is
// ./panel-heading.tsx, out of the first load.

/**
 * Round icon buttons on the brand-coloured bar. Hover and open shade the brand darker, never
 * lighter: a white veil takes light text under 4.5:1 on mid-tone brands (themes/contrast.ts).
 */
export const headerButtonClass =
  'tooltip tooltip-end relative inline-flex h-10 min-w-10 items-center justify-center gap-1.5 rounded-lg px-2 text-brand-contrast transition hover:bg-black/15 focus:outline-none focus-visible:ring-2 focus-visible:ring-white data-open:bg-black/20';

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
