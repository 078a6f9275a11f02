import type { ReactNode } from 'react';

/** "No matching records found" where a list of the rules pages is empty. */
export function EmptyNote({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <p data-testid={testId} role="status" className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
      {children}
    </p>
  );
}
