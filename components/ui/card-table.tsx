import type { ReactNode } from 'react';
import { TableHead, type TableColumn } from './table-head';

export interface CardTableProps {
  testId: string;
  /** The table's name for screen readers. */
  caption: string;
  columns: readonly TableColumn[];
  /** The rows: each cell but a row's title carries its `data-label`, the card's label on a phone. */
  children: ReactNode;
}

/**
 * A data table that is a card per row on a phone (the `card-table` class, docs/architecture.md §2;
 * tests/e2e/tables.spec.ts): its frame, caption and header row, the header for screen readers only
 * on a phone. Server and client components render it alike.
 */
export function CardTable({ testId, caption, columns, children }: CardTableProps) {
  return (
    <div className="sm:rounded-xl sm:border sm:border-slate-200 sm:bg-white">
      <table data-testid={testId} className="card-table">
        <caption className="sr-only">{caption}</caption>
        <TableHead columns={columns} className="bg-slate-50 text-xs text-slate-600 uppercase" cellClassName="" />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** The header of a column of row actions: named for screen readers, blank on screen. */
export const actionsColumn = (label: string): TableColumn => ({ label: <span className="sr-only">{label}</span> });

/** That header as a cell, for a list that writes its own header row (sortable columns). */
export const actionsHeader = (label: string) => <th scope="col">{actionsColumn(label).label}</th>;
