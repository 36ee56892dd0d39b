import type { ReactNode } from 'react';
import { ScrollRegion } from './ScrollRegion';
import './table.css';

export interface Column<Row> {
  /** Stable key of the column. */
  key: string;
  /** The column header. */
  header: ReactNode;
  /** The cell of a row. */
  cell: (row: Row) => ReactNode;
  /** Right-aligned with tabular digits (money, counts, volumes). */
  numeric?: boolean;
  /** This column's cells are row headers (<th scope="row">), e.g. the month or the date. */
  rowHeader?: boolean;
  /**
   * A column a mid-width screen (768-1099 px) can do without as a column: there its cells show
   * under the row header instead, named by the column (a cards table only).
   */
  secondary?: boolean;
}

export interface DataTableProps<Row> {
  /** The table's name: its caption and the scroll region's label. */
  caption: string;
  /** Show the caption on screen (default: read by screen readers only). */
  captionVisible?: boolean;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** What an empty table says, in one full-width row. */
  empty: ReactNode;
  /** An action at the end of each row (a button or link); its column is named `actionHeader`. */
  rowAction?: (row: Row) => ReactNode;
  actionHeader?: ReactNode;
  /**
   * 'scroll' (default): the table scrolls sideways in a ScrollRegion with a visible cue.
   * 'cards': under 600 px each row becomes a card whose cells carry their column's name.
   */
  narrow?: 'scroll' | 'cards';
  className?: string;
}

/**
 * A data table: caption, column headers, optional row headers, numeric alignment, an empty row
 * and an optional row action; scrollable (or stacked as labelled cards) on a narrow screen.
 */
export function DataTable<Row>({
  caption,
  captionVisible = false,
  columns,
  rows,
  rowKey,
  empty,
  rowAction,
  actionHeader,
  narrow = 'scroll',
  className,
}: DataTableProps<Row>) {
  const width = columns.length + (rowAction ? 1 : 0);
  const cards = narrow === 'cards';
  const secondary = cards ? columns.filter((column) => column.secondary) : [];
  const classes = ['data-table', cards ? 'data-table--cards' : '', className]
    .filter(Boolean)
    .join(' ');
  const columnClass = (column: Column<Row>) =>
    [
      column.numeric ? 'data-table__numeric' : '',
      secondary.includes(column) ? 'data-table__secondary' : '',
    ]
      .filter(Boolean)
      .join(' ') || undefined;
  const table = (
    <table className={classes}>
      <caption className={captionVisible ? 'data-table__caption' : 'visually-hidden'}>
        {caption}
      </caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={columnClass(column)}>
              {column.header}
            </th>
          ))}
          {rowAction ? (
            <th scope="col">
              {actionHeader ?? <span className="visually-hidden">{caption}</span>}
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr className="data-table__empty">
            <td colSpan={width}>{empty}</td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => {
                const props = {
                  className: columnClass(column),
                  'data-label': typeof column.header === 'string' ? column.header : undefined,
                };
                return column.rowHeader ? (
                  <th key={column.key} scope="row" {...props}>
                    {column.cell(row)}
                    {secondary.map((folded) => (
                      <span key={folded.key} className="data-table__folded">
                        <span className="data-table__folded-name">{folded.header}</span>
                        {folded.cell(row)}
                      </span>
                    ))}
                  </th>
                ) : (
                  <td key={column.key} {...props}>
                    {column.cell(row)}
                  </td>
                );
              })}
              {rowAction ? <td className="data-table__action">{rowAction(row)}</td> : null}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
  return narrow === 'cards' ? table : <ScrollRegion label={caption}>{table}</ScrollRegion>;
}
