import { useId } from 'react';
import { BarChart, ChartLegend, type ChartSeries } from '../../components/chart/BarChart';
import { TableRegion } from './TableRegion';
import { UsageTable, type UsageColumn, type UsageRow } from './UsageTable';

interface ChartWithTableProps {
  heading: string;
  chart: {
    summary: string;
    categories: string[];
    series: ChartSeries[];
    axisMax: number;
    formatAxis: (value: number) => string;
    labelEvery?: number;
    lastIsRunning?: boolean;
    runningNote?: string;
  };
  table: { caption: string; corner: string; columns: UsageColumn[]; rows: UsageRow[] };
}

/** A section with the chart and, beside it (below on a phone), the table of the same numbers. */
export function ChartWithTable({ heading, chart, table }: ChartWithTableProps) {
  const headingId = useId();
  const { runningNote, ...chartProps } = chart;
  return (
    <section className="card usage-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="usage-heading">
        {heading}
      </h2>
      <div className="usage-panel__body">
        <figure className="usage-panel__chart">
          <BarChart {...chartProps} />
          <ChartLegend series={chart.series} runningNote={runningNote} />
        </figure>
        <TableRegion label={table.caption}>
          <UsageTable {...table} />
        </TableRegion>
      </div>
    </section>
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
    <dl className="usage-totals">
      {totals.map((total) => (
        <div key={total.key} className="usage-totals__item">
          <dt>{total.label}</dt>
          <dd>
            <span className="usage-totals__value">{total.value}</span>
            {total.note ? <span className="usage-totals__note">{total.note}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
