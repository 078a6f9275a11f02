import { useTranslations } from 'next-intl';

/** Placeholders in the shape of hotel groups while the first page loads. */
export function ResultsSkeleton() {
  const t = useTranslations('searchResults');
  return (
    <div role="status" aria-live="polite" data-testid="results-loading" className="space-y-3">
      <span className="sr-only">{t('searching')}</span>
      {[0, 1, 2].map((i) => (
        <div key={i} aria-hidden="true" className="flex animate-pulse flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row">
          <div className="aspect-[20/13] w-full rounded-lg bg-slate-200 sm:w-44" />
          <div className="flex-1 space-y-3">
            <div className="h-5 w-2/3 rounded bg-slate-200" />
            <div className="h-4 w-1/3 rounded bg-slate-100" />
            <div className="h-12 rounded bg-slate-100" />
          </div>
        </div>
      ))}
    </div>
  );
}
