/** Placeholders in the shape of offer cards while the basket loads. */
export function SavedOffersSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" data-testid="basket-loading" className="space-y-3">
      <span className="sr-only">{label}</span>
      {[0, 1].map((i) => (
        <div key={i} aria-hidden="true" className="flex animate-pulse gap-4 rounded-xl border border-slate-200 bg-white p-4">
          <div className="size-8 rounded-full bg-slate-200" />
          <div className="flex-1 space-y-3">
            <div className="h-5 w-2/3 rounded bg-slate-200" />
            <div className="h-4 w-1/3 rounded bg-slate-100" />
            <div className="h-16 rounded bg-slate-100" />
          </div>
          <div className="h-10 w-24 rounded bg-slate-100" />
        </div>
      ))}
    </div>
  );
}
