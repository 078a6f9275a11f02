import type { ReactNode } from 'react';

export interface TableColumn {
  label: ReactNode;
  /** Amounts and numbers line up on the right. */
  numeric?: boolean;
}

/** The header row of a plain data table: one `<th scope="col">` per column, cells padded alike. */
export function TableHead({
  columns,
  className,
  cellClassName,
}: {
  columns: readonly TableColumn[];
  className: string;
  cellClassName: string;
}) {
  return (
    <thead className={className}>
      <tr>
        {columns.map((column, i) => (
          <th
            key={i}
            scope="col"
            className={[cellClassName, 'font-semibold', column.numeric ? 'text-right' : ''].join(' ')}
          >
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
