import type { ReactNode } from 'react';
import type { ListSort } from '@/lib/query-string';

/** What a list of records with sortable columns takes (the journal, the flight list): the rows, the sort, and how a record opens. */
export interface SortableListProps<Row, K extends string> {
  orders: Row[];
  sort: string;
  onSort: (key: K) => void;
  /** The page URL that opens a record (a real link: new tab and no-JS work). */
  orderHref: (id: number) => string;
  onOpen: (id: number) => void;
}

/**
 * A sortable column's header of a `card-table` list (the journal, the flight list): a button from
 * the `sm` breakpoint, plain text on a phone, where the card list has no column to sort.
 */
export function SortHeader<K extends string>({ column, sort, onSort, children }: { column: K; sort: ListSort<K>; onSort: (key: K) => void; children: ReactNode }) {
  const active = sort.key === column;
  return (
    <th scope="col" aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : 'none'}>
      <span className="sm:hidden">{children}</span>
      <button
        type="button"
        onClick={() => onSort(column)}
        className="hidden items-center gap-1 rounded hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand sm:inline-flex"
      >
        {children}
        <span aria-hidden="true" className={active ? 'text-slate-900' : 'text-slate-400'}>
          {active ? (sort.descending ? '↓' : '↑') : '↕'}
        </span>
      </button>
    </th>
  );
}
