import type { ReactNode } from 'react';
import { isModifiedClick } from '@/lib/link-click';
import type { ListSort } from '@/lib/query-string';

/** What a list of records with sortable columns takes (the journal, the flight list): the rows, the sort, and how a record opens. */
export interface SortableListProps<Row, K extends string> {
  orders: Row[];
  sort: string;
  onSort: (key: K) => void;
  /** The page URL of a column's next sort: the header is then a link (sorting without script, docs/architecture.md "Server-first screens"). */
  sortHref?: (key: K) => string;
  /** The page URL that opens a record (a real link: new tab and no-JS work). */
  orderHref: (id: number) => string;
  onOpen: (id: number) => void;
}

/**
 * A sortable column's header of a `card-table` list (the journal, the flight list): a button from
 * the `sm` breakpoint, plain text on a phone, where the card list has no column to sort.
 */
export function SortHeader<K extends string>({
  column,
  sort,
  onSort,
  href,
  children,
}: {
  column: K;
  sort: ListSort<K>;
  onSort: (key: K) => void;
  href?: (key: K) => string;
  children: ReactNode;
}) {
  const active = sort.key === column;
  const className =
    'hidden items-center gap-1 rounded hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand sm:inline-flex';
  const content = (
    <>
      {children}
      <span aria-hidden="true" className={active ? 'text-slate-900' : 'text-slate-400'}>
        {active ? (sort.descending ? '↓' : '↑') : '↕'}
      </span>
    </>
  );
  return (
    <th scope="col" aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : 'none'}>
      <span className="sm:hidden">{children}</span>
      {href ? (
        <a
          href={href(column)}
          onClick={(event) => {
            if (isModifiedClick(event)) return;
            event.preventDefault();
            onSort(column);
          }}
          className={className}
        >
          {content}
        </a>
      ) : (
        <button type="button" onClick={() => onSort(column)} className={className}>
          {content}
        </button>
      )}
    </th>
  );
}
