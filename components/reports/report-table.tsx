import type { ReactNode } from 'react';

/**
 * The report tables' class (docs/product.md §13 "Report screens"): the shared `card-table` (cards on
 * a phone), with 12 px text and narrower cells from the `sm` breakpoint up to 2xl, so ten columns of
 * figures fit beside the menu at 1280 px.
 */
const REPORT_TABLE = 'card-table sm:text-xs 2xl:text-sm sm:[&>tbody>tr>*]:px-2! sm:[&>thead_th]:px-2!';

/** A report's table: a frame that scrolls sideways if it must, its caption for screen readers, the header row, the rows. */
export function ReportTable({
  testId,
  caption,
  head,
  children,
}: {
  testId: string;
  caption: string;
  head: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="sm:overflow-x-auto sm:rounded-xl sm:border sm:border-slate-200 sm:bg-white">
      <table data-testid={testId} className={REPORT_TABLE}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs text-slate-600 uppercase">
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
