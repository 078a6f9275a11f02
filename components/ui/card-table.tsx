import type { ReactNode } from 'react';
import { TableHead, type TableColumn } from './table-head';
import { TableScroll } from './table-scroll';

export type CardTableProps = {
  testId: string;
  /** The table's name for screen readers. */
  caption: string;
  /** A table that may be wider than a desktop's column: it scrolls sideways in a region of this name. */
  scroll?: string;
} & (
  | { columns: readonly TableColumn[]; head?: never }
  /** A header row's cells written by the list itself (sortable columns). */
  | { head: ReactNode; columns?: never }
) & {
    /** The rows: each cell but a row's title carries its `data-label`, the card's label on a phone. */
    children: ReactNode;
  };

const FRAME_CLASS = 'sm:rounded-xl sm:border sm:border-slate-200 sm:bg-white';
const HEAD_CLASS = 'bg-slate-50 text-xs text-slate-600 uppercase';

/**
 * A data table that is a card per row on a phone (the `card-table` class, docs/architecture.md §2;
 * tests/e2e/tables.spec.ts): its frame, caption and header row, the header for screen readers only
 * on a phone. Server and client components render it alike.
 */
export function CardTable({ testId, caption, scroll, columns, head, children }: CardTableProps) {
  const table = (
    <table data-testid={testId} className="card-table">
      <caption className="sr-only">{caption}</caption>
      {columns ? (
        <TableHead columns={columns} className={HEAD_CLASS} cellClassName="" />
      ) : (
        <thead className={HEAD_CLASS}>
          <tr>{head}</tr>
        </thead>
      )}
      <tbody>{children}</tbody>
    </table>
  );
  return scroll ? (
    <TableScroll label={scroll} className={FRAME_CLASS}>
      {table}
    </TableScroll>
  ) : (
    <div className={FRAME_CLASS}>{table}</div>
  );
}

/** The header of a column of row actions: named for screen readers, blank on screen. */
export const actionsColumn = (label: string): TableColumn => ({ label: <span className="sr-only">{label}</span> });

/** That header as a cell, for a list that writes its own header row (sortable columns). */
export const actionsHeader = (label: string) => <th scope="col">{actionsColumn(label).label}</th>;
