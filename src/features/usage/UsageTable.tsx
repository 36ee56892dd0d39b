export interface UsageColumn {
  key: string;
  label: string;
}

export interface UsageRow {
  key: string;
  label: string;
  /** Formatted cells, one per column. */
  cells: string[];
}

/** The numbers behind a chart: one row per category, row headers and column headers scoped. */
export function UsageTable({
  caption,
  corner,
  columns,
  rows,
}: {
  caption: string;
  corner: string;
  columns: UsageColumn[];
  rows: UsageRow[];
}) {
  return (
    <table className="usage-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{corner}</th>
          {columns.map((column) => (
            <th key={column.key} scope="col">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            {row.cells.map((cell, index) => (
              <td key={columns[index]?.key ?? index}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
