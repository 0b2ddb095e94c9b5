import type { ReactNode } from 'react';

/**
 * A column of a list table: its heading, whether it holds amounts or counts (right-aligned), and whether it is
 * left out on phones (`fromSm`), where the row shows its text under the first cell instead (see `PhoneOnly`), so
 * the money columns keep their place on a narrow screen rather than in a sideways scroll.
 */
export type TableColumn = { label: string; numeric?: boolean; fromSm?: boolean };

/** The class of a body cell of `column`: hidden on phones when the column is. */
export function cellVisibility(column: TableColumn | undefined): string {
  return column?.fromSm ? 'hidden sm:table-cell' : '';
}

/** The header row of the shop's list tables (divisions, transactions). */
export function TableHead({ columns }: { columns: readonly TableColumn[] }) {
  return (
    <thead className="border-b border-mono/20 text-mono/70">
      <tr>
        {columns.map((column, i) => (
          <th
            key={column.label}
            scope="col"
            className={[
              'py-2',
              i < columns.length - 1 ? 'pr-4' : '',
              column.numeric ? 'text-right' : '',
              cellVisibility(column),
            ]
              .filter(Boolean)
              .join(' ')}
          >
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** Text of a column left out on phones, shown there under the row's first cell instead. */
export function PhoneOnly({ children }: { children: ReactNode }) {
  return <span className="mt-0.5 block text-xs font-normal text-mono/70 sm:hidden">{children}</span>;
}
