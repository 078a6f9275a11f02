import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';

/** A report's title and its "Export CSV" link (a download of every page with the URL's filters). */
export function ReportHeading({
  heading,
  csvHref,
  csvLabel,
}: {
  heading: ReactNode;
  csvHref: string;
  csvLabel: string;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      {heading}
      <a href={csvHref} download data-testid="export-csv" className={buttonClass('secondary')}>
        {csvLabel}
      </a>
    </div>
  );
}
