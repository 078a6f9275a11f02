import type { ReactNode } from 'react';

/** A page's one h1; the page's <section aria-labelledby="page-title"> is named by it. */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-slate-900">
      {children}
    </h1>
  );
}

/** An empty list or search: "No matching records found" (docs/product.md §8), in a dashed box. */
export function EmptyList({ testId, live, children }: { testId?: string; live?: boolean; children: ReactNode }) {
  return (
    // `live`: a list that the page's code filters in place says so to a screen reader.
    <p data-testid={testId} role={live ? 'status' : undefined} className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
      {children}
    </p>
  );
}
