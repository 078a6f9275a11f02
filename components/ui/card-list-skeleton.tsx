import type { ReactNode } from 'react';

export interface CardListSkeletonProps {
  /** What is loading, for screen readers ("Searching…"). */
  label: string;
  testId: string;
  count: number;
  /** Placeholder before the text lines: a photo, a number badge. */
  lead: ReactNode;
  /** Placeholder after the text lines: a price box. */
  trail?: ReactNode;
  /** Stack the lead above the text on a phone (wide photos). */
  stackOnPhone?: boolean;
}

/** Placeholder cards in the shape of the list that is loading: lead, three text lines, trail. */
export function CardListSkeleton({ label, testId, count, lead, trail, stackOnPhone = false }: CardListSkeletonProps) {
  return (
    <div role="status" aria-live="polite" data-testid={testId} className="space-y-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          aria-hidden="true"
          className={`flex animate-pulse gap-4 rounded-xl border border-slate-200 bg-white p-4 ${stackOnPhone ? 'flex-col sm:flex-row' : ''}`}
        >
          {lead}
          <div className="flex-1 space-y-3">
            <div className="h-5 w-2/3 rounded bg-slate-200" />
            <div className="h-4 w-1/3 rounded bg-slate-100" />
            <div className="h-14 rounded bg-slate-100" />
          </div>
          {trail}
        </div>
      ))}
    </div>
  );
}
