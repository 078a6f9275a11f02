import type { ReactNode } from 'react';

/** The titled body of a route that a later issue fills. */
export function PlaceholderPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-slate-900">
        {title}
      </h1>
      <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-slate-600">{children}</div>
    </section>
  );
}
