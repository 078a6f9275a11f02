import type { ReactNode } from 'react';

/** A page's one h1; the page's <section aria-labelledby="page-title"> is named by it. */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-slate-900">
      {children}
    </h1>
  );
}

/** A search page's h1 on the brand's colour, with the theme's picture on the right from a tablet up (the tour and the flight search). */
export function SearchBanner({ title, image }: { title: string; image: string }) {
  return (
    <div className="relative overflow-hidden rounded-2xl bg-brand px-5 py-4 text-brand-contrast sm:py-5">
      <h1 id="page-title" className="relative text-xl font-semibold tracking-tight sm:text-2xl">
        {title}
      </h1>
      {/* eslint-disable-next-line @next/next/no-img-element -- a decorative SVG of the theme */}
      <img
        src={image}
        alt=""
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-4 hidden h-24 -translate-y-1/2 opacity-80 sm:block"
      />
    </div>
  );
}

/** An empty list or search: "No matching records found" (docs/product.md §8), in a dashed box. */
export function EmptyList({ testId, live, children }: { testId?: string; live?: boolean; children: ReactNode }) {
  return (
    // `live`: a list that the page's code filters in place says so to a screen reader.
    <p
      data-testid={testId}
      role={live ? 'status' : undefined}
      className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600"
    >
      {children}
    </p>
  );
}
