/** A column of a list table: its heading, and whether it holds amounts or counts (right-aligned). */
export type TableColumn = { label: string; numeric?: boolean };

/** The header row of the shop's list tables (divisions, transactions). */
export function TableHead({ columns }: { columns: readonly TableColumn[] }) {
  return (
    <thead className="border-b border-mono/20 text-mono/70">
      <tr>
        {columns.map((column, i) => (
          <th
            key={column.label}
            scope="col"
            className={`py-2${i < columns.length - 1 ? ' pr-4' : ''}${column.numeric ? ' text-right' : ''}`}
          >
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
