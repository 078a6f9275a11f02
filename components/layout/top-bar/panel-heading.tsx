import type { ReactNode } from 'react';

/** A dropdown panel's heading (the rates rendered on the server, the lazily loaded panels), with an optional note beside it. */
export function PanelHeading({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-3">
      <h2 className="text-sm font-semibold text-slate-900">{children}</h2>
      {aside}
    </div>
  );
}
