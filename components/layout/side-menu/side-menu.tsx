import type { ReactNode } from 'react';

/**
 * The desktop side menu (md and up) around the server-rendered tree (`children`). The top bar's
 * toggle folds it away through its `hidden` attribute (../top-bar/menu-toggle.tsx).
 */
export function SideMenu({ children }: { children: ReactNode }) {
  return (
    <aside
      id="side-menu"
      data-testid="side-menu"
      className="hidden w-72 shrink-0 self-stretch border-r border-slate-200 bg-white md:block print:!hidden"
    >
      {/* The column's white reaches the page's foot; the tree stays in view (docs/product.md §2). */}
      <div className="sticky top-16 flex h-[calc(100dvh-4rem)] flex-col">{children}</div>
    </aside>
  );
}
