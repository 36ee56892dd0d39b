import { Facts } from '../../components/Facts';
import { Card } from '../../components/Card';
import './usage.css';
import type { AxisScale } from '../../components/chart/axis';
import { BarChart, ChartLegend, type ChartSeries } from '../../components/chart/BarChart';
import { DataTable } from '../../components/table/DataTable';

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

interface ChartWithTableProps {
  heading: string;
  chart: {
    summary: string;
    categories: string[];
    series: ChartSeries[];
    axis: AxisScale;
    formatAxis: (value: number) => string;
    labelEvery?: number;
    lastIsRunning?: boolean;
    runningNote?: string;
  };
  table: { caption: string; corner: string; columns: UsageColumn[]; rows: UsageRow[] };
  /** 'beside' (default): the table beside the chart on a desktop; 'below' for a wide table. */
  layout?: 'beside' | 'below';
}

/** A section with the chart and, beside or below it, the table of the same numbers. */
export function ChartWithTable({ heading, chart, table, layout = 'beside' }: ChartWithTableProps) {
  const { runningNote, ...chartProps } = chart;
  return (
    <Card title={heading} className="usage-panel">
      <div className={`usage-panel__body usage-panel__body--${layout}`}>
        <figure className="usage-panel__chart">
          <BarChart {...chartProps} />
          <ChartLegend series={chart.series} runningNote={runningNote} />
        </figure>
        <DataTable
          caption={table.caption}
          captionVisible
          rows={table.rows}
          rowKey={(row) => row.key}
          empty=""
          columns={[
            { key: 'label', header: table.corner, rowHeader: true, cell: (row) => row.label },
            ...table.columns.map((column, index) => ({
              key: column.key,
              header: column.label,
              numeric: true,
              cell: (row: UsageRow) => row.cells[index] ?? '',
            })),
          ]}
        />
      </div>
    </Card>
  );
}

export interface Total {
  key: string;
  label: string;
  value: string;
  /** A line under the value (what is left, the period). */
  note?: string;
}

/** The running cycle's totals as a list of label and value. */
export function TotalsList({ totals }: { totals: Total[] }) {
  return (
    <Facts
      layout="figures"
      columns={3}
      className="usage-totals"
      items={totals.map((total) => [
        total.label,
        <>
          {total.value}
          {total.note ? <span className="usage-totals__note">{total.note}</span> : null}
        </>,
      ])}
    />
  );
}
